import { describe, expect, it } from 'vitest'
import { pageHead, serializeJsonLd, withBrand } from './meta'
import { SITE_URL } from './site'

describe('page metadata', () => {
  it.each([
    ['Calculadoras', 'Calculadoras | Bora Pedalar'],
    ['Bora Pedalar — Início', 'Bora Pedalar — Início'],
  ])('brands the title %s', (title, expected) => {
    expect(withBrand(title)).toBe(expected)
  })

  it('carries the canonical link, social tags and robots', () => {
    const head = pageHead({
      title: 'FTP',
      description: 'Zonas',
      path: '/calculadoras/calcular-FTP',
    })
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${SITE_URL}/calculadoras/calcular-FTP` },
    ])
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'FTP | Bora Pedalar' })
    expect(head.meta).toContainEqual({ property: 'og:description', content: 'Zonas' })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'index, follow' })
    expect(head.scripts).toEqual([])
  })

  it('marks noindex pages and has no canonical without a path', () => {
    const head = pageHead({ title: 'Painel', noindex: true })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(head.links).toEqual([])
  })

  it('escapes JSON-LD so it cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    )
  })
})
