import type { ReactNode } from 'react'
import { LazyPart } from './lazy-part'

/** A form's dialog whose code loads on the first tap; with no signal before it came, says so. */
export function LazyForm({ children }: { children: ReactNode }) {
  return (
    <LazyPart
      loading={null}
      unavailable={
        <p role="alert" className="mt-4 rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
          Formulário indisponível sem conexão. Tente de novo quando estiver online.
        </p>
      }
    >
      {children}
    </LazyPart>
  )
}
