import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/static-pages/privacy-page'
import { pageHead } from '../lib/meta'

export const Route = createFileRoute('/privacidade')({
  head: () =>
    pageHead({
      title: 'Política de Privacidade',
      description:
        'Como o Bora Pedalar cuida dos seus dados: o que guardamos, onde, para quê, os cookies de análise e os seus direitos pela LGPD (Lei 13.709/2018).',
      path: '/privacidade',
      keywords: ['política de privacidade', 'LGPD', 'proteção de dados', 'Bora Pedalar'],
    }),
  component: PrivacyPage,
})
