import { describe, expect, it } from 'vitest'
import { documentAssetsFromHtml } from './document-assets'

describe('documentAssetsFromHtml', () => {
  it('reads the built entry, its stylesheet and its modulepreloads', () => {
    const html = `<!doctype html><html><head><meta charset="utf-8" />
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-1.js">
      <link rel="stylesheet" crossorigin href="/assets/index-def.css">
    </head><body><script>ignored()</script></body></html>`
    expect(documentAssetsFromHtml(html)).toEqual({
      scripts: [{ attrs: { type: 'module', crossorigin: true, src: '/assets/index-abc.js' } }],
      css: ['/assets/index-def.css'],
      preloads: ['/assets/react-1.js'],
    })
  })

  it('keeps inline module scripts (the dev preamble) with their code', () => {
    const html = `<head><script type="module">import x from "/@react-refresh"; x()</script>
      <script type="module" src="/@vite/client"></script></head>`
    expect(documentAssetsFromHtml(html).scripts).toEqual([
      { attrs: { type: 'module' }, children: 'import x from "/@react-refresh"; x()' },
      { attrs: { type: 'module', src: '/@vite/client' } },
    ])
  })
})
