/**
 * The social networks' marks and the e-mail icon (24×24 stroke paths for `StrokeIcon`): the
 * footer's, which loads after first paint, and screens' through `icons.tsx`.
 */
export const SOCIAL_PATHS = {
  mail: 'M3 5h18v14H3zM3 7l9 6 9-6',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4zM17.5 6.5h.01',
  youtube:
    'M22.5 6.4a2.8 2.8 0 0 0-2-2C18.9 4 12 4 12 4s-6.9 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 2 2C5.1 20 12 20 12 20s6.9 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6zM9.8 15.5V8.5l5.7 3.5z',
  facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  xLogo: 'M4 4l16 16M20 4 4 20',
  strava:
    'M15.4 17.9 13.3 13.7h-3.1l5.2 10.3 5.1-10.3h-3.1zM10.3 2 3.3 15.8h4.2l2.8-5.5 2.8 5.5h4.1z',
} as const

export type SocialIconName = keyof typeof SOCIAL_PATHS
