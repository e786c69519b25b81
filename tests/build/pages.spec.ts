/**
 * What the prerendered HTML holds before any JavaScript runs: what crawlers and link previews
 * (WhatsApp reads only the HTML) see. Read from the build, like the budgets.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIST = process.env.BUILD_DIR ?? 'dist'
const page = (path: string) =>
  readFileSync(join(DIST, path === '/' ? 'index.html' : `${path}/index.html`), 'utf8')

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]

const PUBLIC_PAGES = [
  '/',
  '/calculadoras',
  '/calculadoras/calcular-FTP',
  '/calculadoras/imc',
  '/calculadoras/harris-benedict',
  '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
  '/calculadoras/pressao-pneus',
  '/calculadoras/suspensao',
  '/videos',
  '/blog',
  '/loja',
  '/privacidade',
]

describe('prerendered pages', () => {
  it('the FTP calculator carries its heading, title and social tags in the HTML', () => {
    const html = page('/calculadoras/calcular-FTP')
    expect(html).toMatch(/<h1[^>]*>FTP<\/h1>/)
    expect(html).toMatch(/<title>[^<]*FTP[^<]*\| Bora Pedalar<\/title>/)
    expect(meta(html, 'og:title')).toMatch(/FTP/)
    expect(meta(html, 'og:description')).toBeTruthy()
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/.+\/og-image\.png$/)
    expect(html).toContain(
      '<link rel="canonical" href="https://borapedalar.com.br/calculadoras/calcular-FTP"/>',
    )
  })

  it.each(PUBLIC_PAGES)(
    '%s has one h1, its own title, description, canonical and Open Graph/Twitter tags',
    (path) => {
      const html = page(path)
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      expect(html.match(/<title>/g)).toHaveLength(1)
      expect(html).toContain('<html lang="pt-BR"')
      for (const key of [
        'description',
        'og:title',
        'og:description',
        'og:image',
        'og:url',
        'twitter:card',
      ]) {
        expect(meta(html, key), key).toBeTruthy()
      }
      expect(meta(html, 'robots')).toBe('index, follow')
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"\/>/)
    },
  )

  it('the privacy policy carries its heading, branded title and canonical in the HTML', () => {
    const html = page('/privacidade')
    expect(html).toMatch(/<h1[^>]*>Política de Privacidade<\/h1>/)
    expect(html).toContain('<title>Política de Privacidade | Bora Pedalar</title>')
    expect(meta(html, 'og:title')).toBe('Política de Privacidade | Bora Pedalar')
    expect(meta(html, 'description')).toMatch(/LGPD/)
    expect(html).toContain('<link rel="canonical" href="https://borapedalar.com.br/privacidade"/>')
    expect(html).toContain('contato@borapedalar.com.br')
    expect(html).toContain('22 de novembro de 2026')
  })

  it('session screens and the shell are not indexed', () => {
    for (const path of ['/dashboard', '/admin', '/entrar', '/app-shell', '/convite-admin']) {
      expect(meta(page(path), 'robots'), path).toBe('noindex, nofollow')
    }
    const notFound = readFileSync(join(DIST, '404.html'), 'utf8')
    expect(meta(notFound, 'robots')).toBe('noindex, nofollow')
    expect(notFound).toContain('<title>Trail Not Found | Bora Pedalar</title>')
  })

  it('the sitemap lists the indexable pages only, and robots.txt points to it', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>https://borapedalar.com.br/calculadoras/calcular-FTP</loc>')
    expect(sitemap).toContain('<loc>https://borapedalar.com.br/privacidade</loc>')
    expect(sitemap).not.toMatch(/dashboard|admin|entrar|app-shell|convite/)
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8')
    expect(robots).toContain('Sitemap: https://borapedalar.com.br/sitemap.xml')
    // Invitation links carry a token: crawlers keep out (the page is noindex too).
    expect(robots).toContain('Disallow: /convite-admin\n')
  })

  it("each event page the build wrote (none when no backend answered) carries its event's head and is in the sitemap", () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8')
    const written = readdirSync(join(DIST, 'eventos'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    const listed = [
      ...sitemap.matchAll(/<loc>https:\/\/borapedalar\.com\.br\/eventos\/([a-z0-9-]+)<\/loc>/g),
    ].map((match) => match[1])
    expect(listed.sort()).toEqual([...written].sort())
    for (const slug of written) {
      const html = page(`/eventos/${slug}`)
      expect(html.match(/<title>/g)).toHaveLength(1)
      expect(html).not.toContain('<title>Carregando')
      expect(meta(html, 'robots')).toBe('index, follow')
      expect(meta(html, 'og:url')).toBe(`https://borapedalar.com.br/eventos/${slug}`)
      expect(html).toContain(
        `<link rel="canonical" href="https://borapedalar.com.br/eventos/${slug}"/>`,
      )
      const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'SportsEvent' })
      // The body is the shell's: the browser renders the event afresh for this address.
      expect(html).toContain('<meta name="bp-app-shell" content="1"/>')
    }
  })

  it('an alias page replaces itself with the canonical path, keeping query and hash', () => {
    const html = page('/calcular-FTP')
    expect(html).toContain(
      'location.replace("/calculadoras/calcular-FTP"+location.search+location.hash)',
    )
    expect(html).toContain('content="0; url=/calculadoras/calcular-FTP"')
  })
})
