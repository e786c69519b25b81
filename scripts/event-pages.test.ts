import { describe, expect, it } from 'vitest'
import { sampleEvent } from '../src/features/events/__fixtures__/event'
import { prerenderedEventHeads } from '../src/features/events/prerendered-heads'
import type { CalendarEvent } from '../src/features/events/types'
import { eventPageHtml } from './event-pages'

/** The app shell's head as the build renders it (tags as React writes them). */
const SHELL = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/>',
  '<title>Carregando | Bora Pedalar</title>',
  '<meta name="theme-color" content="#09090b"/>',
  '<meta name="description" content="Calculadoras de treino gratuitas para ciclistas"/>',
  '<meta name="keywords" content="ciclismo, mountain bike"/>',
  '<meta name="author" content="Bora Pedalar"/>',
  '<meta name="robots" content="noindex, nofollow"/>',
  '<meta property="og:type" content="website"/>',
  '<meta property="og:site_name" content="Bora Pedalar"/>',
  '<meta property="og:locale" content="pt_BR"/>',
  '<meta property="og:title" content="Carregando | Bora Pedalar"/>',
  '<meta property="og:description" content="Calculadoras de treino gratuitas para ciclistas"/>',
  '<meta property="og:image" content="https://borapedalar.com.br/og-image.png"/>',
  '<meta name="twitter:card" content="summary_large_image"/>',
  '<meta name="twitter:title" content="Carregando | Bora Pedalar"/>',
  '<meta name="twitter:description" content="Calculadoras"/>',
  '<meta name="twitter:image" content="https://borapedalar.com.br/og-image.png"/>',
  '<meta name="bp-app-shell" content="1"/>',
  '<link rel="manifest" href="/manifest.webmanifest"/>',
  '</head><body><main><p>Carregando...</p></main></body></html>',
].join('')

const NOW = new Date('2026-12-01T12:00:00Z')

const row = (overrides: Partial<CalendarEvent> = {}): Record<string, unknown> => ({
  ...sampleEvent({ organizer_name: 'Clube Pedal Forte' }),
  ...overrides,
})

const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  )

describe('the event pages the build writes', () => {
  it('one page for each published event not yet over, at its own address', () => {
    const pages = prerenderedEventHeads(
      [
        row(),
        row({ slug: 'rascunho-aaaaaa', status: 'draft' }),
        row({ slug: 'cancelado-bbbbbb', status: 'cancelled' }),
        row({ slug: 'acabou-cccccc', ends_at: '2026-12-01T11:59:00Z' }),
        row({ slug: 'em-andamento-dddddd', starts_at: '2026-12-01T11:00:00Z' }),
      ],
      NOW,
    )
    expect(pages.map((page) => page.path)).toEqual([
      '/eventos/desafio-serra-do-japi-3f9a1c',
      '/eventos/em-andamento-dddddd',
    ])
  })

  it("carries the event's title, description, Open Graph tags, canonical and SportsEvent", () => {
    const [page] = prerenderedEventHeads([row()], NOW)
    const html = eventPageHtml(SHELL, page!.head)
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([
      '<title>Desafio Serra do Japi | Bora Pedalar</title>',
    ])
    expect(meta(html, 'og:title')).toEqual(['Desafio Serra do Japi | Bora Pedalar'])
    expect(meta(html, 'twitter:title')).toEqual(['Desafio Serra do Japi | Bora Pedalar'])
    const [description] = meta(html, 'description')
    expect(meta(html, 'description')).toHaveLength(1)
    expect(description).toMatch(/^sábado, 12 de dezembro de 2026 · 07:00/)
    expect(description).toContain(
      'Jundiaí - SP. Travessia de MTB; dois pontos de apoio, almoço na chegada.',
    )
    expect(meta(html, 'og:description')).toEqual([description])
    expect(meta(html, 'og:url')).toEqual([
      'https://borapedalar.com.br/eventos/desafio-serra-do-japi-3f9a1c',
    ])
    expect(meta(html, 'robots')).toEqual(['index, follow'])
    expect(html).toContain(
      '<link rel="canonical" href="https://borapedalar.com.br/eventos/desafio-serra-do-japi-3f9a1c"/>',
    )
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Desafio Serra do Japi',
      startDate: '2026-12-12T07:00:00-03:00',
      endDate: '2026-12-12T13:00:00-03:00',
      location: { address: { addressLocality: 'Jundiaí', addressRegion: 'SP' } },
      offers: { price: '90.00', priceCurrency: 'BRL' },
      organizer: { name: 'Clube Pedal Forte' },
    })
    // Still the shell: the browser renders the event's screen for this address.
    expect(html).toContain('<meta name="bp-app-shell" content="1"/>')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
    expect(html).toContain('<meta name="theme-color" content="#09090b"/>')
    expect(html).toContain('<main><p>Carregando...</p></main>')
  })

  it('a title or description with HTML stays text, in the tags and in the JSON-LD', () => {
    const [page] = prerenderedEventHeads(
      [
        row({
          title: 'Pedal "noturno" <script>alert(1)</script>',
          description: '</script><img src=x onerror=alert(1)> & mais',
        }),
      ],
      NOW,
    )
    const html = eventPageHtml(SHELL, page!.head)
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img')
    expect(html).toContain(
      '<title>Pedal &#34;noturno&#34; &#60;script&#62;alert(1)&#60;/script&#62; | Bora Pedalar</title>',
    )
    expect(meta(html, 'og:title')).toEqual([
      'Pedal &#34;noturno&#34; &#60;script&#62;alert(1)&#60;/script&#62; | Bora Pedalar',
    ])
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(jsonLd!)).toMatchObject({
      name: 'Pedal "noturno" <script>alert(1)</script>',
      description: '</script><img src=x onerror=alert(1)> & mais',
    })
  })

  it('refuses a shell it cannot read rather than write a page with no head', () => {
    const [page] = prerenderedEventHeads([row()], NOW)
    expect(() => eventPageHtml('<html><head></head></html>', page!.head)).toThrow(/no <title>/)
  })
})
