import type { ReactNode } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { BackLink } from '../../../ui/back-link'
import { TRAINING_PATH } from './paths'

/**
 * A page of the 'Programa de Treinamentos' below its section: the way back, then the screen,
 * marked live once hydrated (`data-interactive`, which the end-to-end tests wait on).
 */
export function TrainingPage({ children }: { children: ReactNode }) {
  const interactive = useHydrated()
  return (
    <div
      data-interactive={interactive ? 'true' : 'false'}
      className="mx-auto max-w-6xl px-4 py-8 sm:py-12"
    >
      <BackLink to={TRAINING_PATH}>Voltar para Programa de Treinamentos</BackLink>
      {children}
    </div>
  )
}
