import { SHELL_PATHS, StrokeIcon, type StrokeIconProps } from './shell-icons'
import { SOCIAL_PATHS } from './social-icons'

/**
 * Every icon, for screens (loaded after first paint): the shell's (`shell-icons.tsx`) and these.
 * Decorative by default: pass `aria-label` through the surrounding control, not the icon.
 */
const PATHS = {
  ...SHELL_PATHS,
  ...SOCIAL_PATHS,
  login: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3',
  route:
    'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a4 4 0 0 1 4-4h2M18 9v6a4 4 0 0 1-4 4h-2',
  bag: 'M6 7h12l1 14H5zM9 7V6a3 3 0 0 1 6 0v1',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3',
  arrowLeft: 'M19 12H5M12 19l-7-7 7-7',
  heart:
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  zap: 'M13 2 3 14h9l-1 8 10-12h-9z',
  scale: 'M12 3v18M5 8l-3 7a3.5 3.5 0 0 0 6 0zM19 8l-3 7a3.5 3.5 0 0 0 6 0zM5 8h14M8 21h8',
  flame: 'M12 22a7 7 0 0 0 7-7c0-4-3-6.5-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8a7 7 0 0 0 7 7z',
  gauge: 'M12 14l4-4M3.3 19a10 10 0 1 1 17.4 0z',
  suspension: 'M12 2v4M12 18v4M8 6h8v4H8zM9 10l6 2-6 2 6 2M8 16h8',
  ruler: 'M3 17 17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  calculator: 'M5 2h14v20H5zM8 6h8v4H8zM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01',
  film: 'M3 3h18v18H3zM7 3v18M17 3v18M3 8h4M3 16h4M17 8h4M17 16h4M3 12h18',
  dumbbell: 'M6 6v12M18 6v12M3 9v6M21 9v6M6 12h12',
  external: 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  chevronDown: 'M6 9l6 6 6-6',
  x: 'M18 6 6 18M6 6l12 12',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  edit: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
} as const

export type IconName = keyof typeof PATHS

export interface IconProps extends StrokeIconProps {
  name: IconName
}

export function Icon({ name, ...rest }: IconProps) {
  return <StrokeIcon d={PATHS[name]} {...rest} />
}
