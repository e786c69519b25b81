import type { SVGProps } from 'react'

/**
 * Inline stroke icons (24×24, currentColor). Inline SVG costs no request and no icon-font flash.
 * Decorative by default: pass `aria-label` through the surrounding control, not the icon.
 *
 * These are the app shell's (header, footer, bottom bar, not-found, coming-soon, connection
 * card): they ship with every first paint. Screens use `Icon` from `icons.tsx`, which has them all.
 */
export const SHELL_PATHS = {
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  play: 'M23 7l-7 5 7 5zM1 5h15v14H1z',
  calendar: 'M3 5h18v16H3zM16 3v4M8 3v4M3 11h18',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  bike: 'M5.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM18.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM15 6a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM12 17.5V14l-3-3 4-3 2 3h2',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  mail: 'M3 5h18v14H3zM3 7l9 6 9-6',
  compass: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM16 8l-2 6-6 2 2-6z',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  refresh: 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5',
  wifiOff:
    'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.6-1.8M1.4 9a15 15 0 0 1 4.4-2.7M22.6 9A15 15 0 0 0 10.7 5M12 20h.01',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4zM17.5 6.5h.01',
  youtube:
    'M22.5 6.4a2.8 2.8 0 0 0-2-2C18.9 4 12 4 12 4s-6.9 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 2 2C5.1 20 12 20 12 20s6.9 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6zM9.8 15.5V8.5l5.7 3.5z',
  facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  xLogo: 'M4 4l16 16M20 4 4 20',
  strava:
    'M15.4 17.9 13.3 13.7h-3.1l5.2 10.3 5.1-10.3h-3.1zM10.3 2 3.3 15.8h4.2l2.8-5.5 2.8 5.5h4.1z',
} as const

export type ShellIconName = keyof typeof SHELL_PATHS

export interface StrokeIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  size?: number
}

export function StrokeIcon({ d, size = 24, ...rest }: StrokeIconProps & { d: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  )
}

export function ShellIcon({ name, ...rest }: StrokeIconProps & { name: ShellIconName }) {
  return <StrokeIcon d={SHELL_PATHS[name]} {...rest} />
}
