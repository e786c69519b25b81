import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The ids are read when `lib/config` loads, so each case stubs them and imports a fresh module.
async function renderBanner(): Promise<string> {
  vi.resetModules()
  const { default: Analytics } = await import('./analytics')
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <Analytics />
    </RouterContextProvider>,
  )
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('analytics consent banner', () => {
  it('with an analytics id and no decision yet, asks and links to the privacy policy', async () => {
    vi.stubEnv('VITE_GA4_ID', 'G-TESTE')
    const html = await renderBanner()
    expect(html).toContain('aria-label="Consentimento de cookies"')
    expect(html).toMatch(
      /<a [^>]*href="\/privacidade#cookies-de-analise"[^>]*>Saiba mais na Política de Privacidade<\/a>/,
    )
    expect(html).toContain('>Recusar</button>')
    expect(html).toContain('>Aceitar</button>')
  })

  it('with no analytics id, shows nothing', async () => {
    vi.stubEnv('VITE_GA4_ID', '')
    vi.stubEnv('VITE_META_PIXEL_ID', '')
    expect(await renderBanner()).toBe('')
  })
})
