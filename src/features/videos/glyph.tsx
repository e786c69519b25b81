import { StrokeIcon } from '../../ui/shell-icons'

/** Icons the shared set (src/ui/icons.tsx) lacks, drawn the same way (24×24 strokes). */
const GLYPHS = {
  maximize: 'M8 3H3v5M21 8V3h-5M16 21h5v-5M3 16v5h5',
  minimize: 'M3 8h5V3M16 3v5h5M21 16h-5v5M8 21v-5H3',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  play: 'M7 4.5v15l12-7.5z',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
} as const

export interface GlyphProps {
  name: keyof typeof GLYPHS
  size?: number
  filled?: boolean
}

/** Without the frame's `xmlns`, which inline SVG does not need: the video grid draws dozens. */
export function Glyph({ name, size = 20, filled = false }: GlyphProps) {
  return (
    <StrokeIcon
      d={GLYPHS[name]}
      size={size}
      fill={filled ? 'currentColor' : 'none'}
      xmlns={undefined}
    />
  )
}
