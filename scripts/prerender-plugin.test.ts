import { describe, expect, it } from 'vitest'
import { withoutCrawlerTags } from './prerender-plugin.ts'

const HEAD =
  '<head><meta charSet="utf-8"/><title>IMC | Bora Pedalar</title>' +
  '<meta name="description" content="Calcule seu IMC."/>' +
  '<meta name="keywords" content="ciclismo"/><meta name="author" content="Bora Pedalar"/>' +
  '<meta name="robots" content="index, follow"/><meta property="og:type" content="website"/>' +
  '<meta property="og:title" content="IMC"/><meta name="twitter:card" content="summary"/>' +
  '<meta name="twitter:title" content="IMC"/><meta name="bp-app-shell" content="1"/>' +
  '<link rel="icon" href="/favicon.svg"/><link rel="canonical" href="https://x.test/imc"/></head>'
const BODY =
  '<body><p>&lt;meta property="og:title"&gt; <meta property="og:x" content="y"/></p></body>'

describe("the worker's copies leave out the crawlers' head tags", () => {
  it('removes Open Graph, Twitter, keywords, author, robots and canonical from the head only', () => {
    expect(withoutCrawlerTags(`<html>${HEAD}${BODY}</html>`)).toBe(
      '<html><head><meta charSet="utf-8"/><title>IMC | Bora Pedalar</title>' +
        '<meta name="description" content="Calcule seu IMC."/>' +
        '<meta name="bp-app-shell" content="1"/><link rel="icon" href="/favicon.svg"/></head>' +
        `${BODY}</html>`,
    )
  })
})
