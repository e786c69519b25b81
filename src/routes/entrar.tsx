import { createFileRoute } from '@tanstack/react-router'
import { entrarSearch, redirectSignedIn } from '../features/auth'
import { EntrarPage } from '../features/auth/entrar-page'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/entrar')({
  head: () =>
    pageHead({
      title: 'Entrar',
      description: 'Entre ou crie sua conta no Bora Pedalar para salvar seus resultados.',
      path: '/entrar',
      noindex: true,
    }),
  // `?voltar=/eventos/…`: where the rider returns once signed in (an event's 'Inscrever-se').
  validateSearch: entrarSearch,
  // A signed-in visitor goes straight to their panel (the screen does the same after hydration).
  beforeLoad: redirectSignedIn,
  component: EntrarPage,
})
