import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

/** Spec 01 §9: toasts last 4000 ms, at most 3 visible, 356 px wide (sonner's defaults, made explicit). */
export default function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      style={{ '--width': '356px' } as CSSProperties}
    />
  )
}
