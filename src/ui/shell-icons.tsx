import type { SVGProps } from 'react'

/**
 * Inline stroke icons (24×24, currentColor). Inline SVG costs no request and no icon-font flash.
 * Decorative by default: pass `aria-label` through the surrounding control, not the icon.
 *
 * These are the app shell's (header, bottom bar, not-found, coming-soon, connection card): they
 * ship with every first paint. The footer's social marks (`social-icons.ts`) load with the
 * footer, after it. Screens use `Icon` from `icons.tsx`, which has them all.
 */
export const SHELL_PATHS = {
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  play: 'M23 7l-7 5 7 5zM1 5h15v14H1z',
  calendar: 'M3 5h18v16H3zM16 3v4M8 3v4M3 11h18',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  bike: 'M5.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM18.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM15 6a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM12 17.5V14l-3-3 4-3 2 3h2',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  compass: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM16 8l-2 6-6 2 2-6z',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  refresh: 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5',
  wifiOff:
    'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.6-1.8M1.4 9a15 15 0 0 1 4.4-2.7M22.6 9A15 15 0 0 0 10.7 5M12 20h.01',
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
