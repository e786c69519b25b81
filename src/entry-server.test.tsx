import { describe, expect, it } from 'vitest'
import { renderUrl } from './entry-server'

const NO_ASSETS = { scripts: [], css: [] }
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1]

describe('renderUrl: the not-found page', () => {
  // Below an existing route the router matches that route partly, so the root sees more than
  // one match: only its not-found mark tells the not-found page from the home page.
  it.each([
    '/trilha-que-nao-existe',
    '/videos/nao/existe',
    '/calculadoras/imc/x',
    '/calculadoras/nao/existe',
    '/blog/um-post/sobra',
  ])('%s answers 404 with the not-found title and noindex', async (path) => {
    const { status, html } = await renderUrl(path, NO_ASSETS)
    expect(status).toBe(404)
    expect(html).toMatch(/<h1[^>]*>Trail Not Found<\/h1>/)
    expect(title(html)).toBe('Trail Not Found | Bora Pedalar')
    expect(robots(html)).toBe('noindex, nofollow')
  })

  it('a known page keeps its own title and is indexed', async () => {
    const { status, html } = await renderUrl('/videos', NO_ASSETS)
    expect(status).toBe(200)
    expect(title(html)).toBe('Vídeos | Bora Pedalar')
    expect(robots(html)).toBe('index, follow')
  })

  it('the home page keeps the site title', async () => {
    const { status, html } = await renderUrl('/', NO_ASSETS)
    expect(status).toBe(200)
    expect(title(html)).toBe('Bora Pedalar — calculadoras e vídeos para ciclistas')
    expect(robots(html)).toBe('index, follow')
  })
})
