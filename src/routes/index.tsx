import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home'
import { pageHead } from '../lib/meta'
import { SITE_NAME, SITE_URL } from '../lib/site'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: `${SITE_NAME} — calculadoras e vídeos para ciclistas`,
      path: '/',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: SITE_URL,
        inLanguage: 'pt-BR',
      },
    }),
  component: HomePage,
})
