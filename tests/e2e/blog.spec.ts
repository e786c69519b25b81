/**
 * The in-app post reader (ADR 0006 `/blog/{slug}`, issue 8): the prerendered sample posts, the
 * 'Post não encontrado' state, offline reading, and a hostile WordPress post that executes nothing.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from '../../scripts/static-server.ts'
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  MOBILE,
  openPage,
  waitForHydration,
} from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

const SAMPLE = {
  slug: 'treino-de-ciclismo-por-zonas',
  title: 'Treino por zonas: frequência cardíaca & potência sem mistério',
  author: 'Equipe Bora Pedalar',
  date: '30 de setembro de 2026',
}

describe('post reader', () => {
  it.each([
    ['390 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const)(
    'reads a sample post at %s: title, author, date, image, content',
    async (_l, viewport) => {
      const { page, context, errors } = await openPage(browser, viewport)
      const response = await page.goto(`/blog/${SAMPLE.slug}`)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      const article = page.locator('article')
      expect(await page.locator('h1').textContent()).toBe(SAMPLE.title)
      expect(await article.getByText(`Por ${SAMPLE.author}`).count()).toBe(1)
      expect(await article.locator('time').textContent()).toBe(SAMPLE.date)
      expect(await article.locator(`img[src="/images/blog/${SAMPLE.slug}.svg"]`).count()).toBe(1)
      await article.getByRole('heading', { level: 2 }).first().waitFor()
      expect(await article.getByText('Post de exemplo do Bora Pedalar.').isVisible()).toBe(true)
      expect(await page.title()).toBe(`${SAMPLE.title} | Bora Pedalar`)
      await expectAccessible(page)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('every sample post is a prerendered page with its own title', async () => {
    const { page, context } = await openPage(browser, DESKTOP)
    await page.route('**/*.js', (route) => route.abort())
    await page.goto(`/blog/${SAMPLE.slug}`)
    expect(await page.locator('h1').textContent()).toBe(SAMPLE.title)
    expect(await page.locator('article [data-post-content] p').count()).toBeGreaterThan(1)
    await context.close()
  })

  it('an unknown slug says "Post não encontrado" and links to /blog', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    const response = await page.goto('/blog/um-post-que-nao-existe')
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: 'Post não encontrado' }).waitFor()
    expect(await page.title()).toBe('Post não encontrado | Bora Pedalar')
    await page.getByRole('link', { name: 'Ir para o Blog' }).click()
    await page.getByRole('heading', { level: 1, name: 'Blog em Breve' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a sample post opens offline after one online visit', async () => {
    const { page, context } = await openPage(browser, MOBILE)
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (navigator.serviceWorker.controller) return
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    })
    await context.setOffline(true)
    await page.goto(`/blog/${SAMPLE.slug}`)
    await waitForHydration(page)
    await expect.poll(() => page.locator('h1').textContent()).toBe(SAMPLE.title)
    await page.goto('/blog/post-nunca-visto')
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: 'Post não encontrado' }).waitFor()
    await context.close()
  })
})

/**
 * The test build has no blog configured (VITE_BLOG_API_URL is read at build time), so no page of
 * the app ever asks for a remote post. The hostile post therefore goes through the reader's own
 * content component (`PostContent`, the one `/blog/$slug` renders remote posts with, and its lazy
 * DOMPurify step), bundled unchanged by Vite into a one-file page and run in the same Chromium.
 * No test hook exists in the app; the page below is the harness.
 */
describe('a hostile post', () => {
  const root = resolve('node_modules/.cache/bp-post-harness')
  let site: ReturnType<typeof createStaticServer>
  let url = ''

  beforeAll(async () => {
    rmSync(root, { recursive: true, force: true })
    mkdirSync(root, { recursive: true })
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>harness</title></head><body><main id="root"></main><script type="module" src="./main.tsx"></script></body></html>',
    )
    writeFileSync(
      join(root, 'main.tsx'),
      `import { createRoot } from 'react-dom/client'
import { PostContent } from ${JSON.stringify(resolve('src/features/blog/post-content.tsx'))}
const post = await (await fetch('/post.json')).json()
createRoot(document.getElementById('root')!).render(<PostContent post={post} trusted={false} />)
`,
    )
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: join(root, 'dist'), emptyOutDir: true, target: 'es2022' },
    })
    writeFileSync(join(root, 'dist', '404.html'), '<!doctype html><title>404</title>')
    site = createStaticServer({ root: join(root, 'dist'), port: 0 })
    url = await site.listen()
  }, 60_000)

  afterAll(async () => {
    await site.close()
    rmSync(root, { recursive: true, force: true })
  })

  const HOSTILE = [
    '<p id="keep">Texto <strong>normal</strong> com <a href="/blog/outro">link interno</a>',
    ' e <a href="https://outro.example.com/x" target="_self">link externo</a>.</p>',
    '<script>window.__pwned = 1; alert(1)</script>',
    '<img src="x" onerror="window.__pwned = 2; alert(2)">',
    '<a id="js" href="javascript:alert(3)">clique</a>',
    '<a id="js2" href="  JaVaScRiPt:window.__pwned=3">clique</a>',
    '<svg><script>alert(4)</script><animate onbegin="alert(5)"></animate></svg>',
    '<iframe id="evil" src="https://evil.example.com/embed/abcdefghijk"></iframe>',
    '<iframe id="evil2" src="javascript:alert(6)"></iframe>',
    '<iframe id="yt" src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(7)"></iframe>',
    '<iframe id="ytn" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"></iframe>',
    '<form action="https://evil.example.com"><input name="senha"><button>Enviar</button></form>',
    '<div style="position:fixed;inset:0" onclick="alert(8)">sobreposição</div>',
    '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example.com/">',
  ].join('')

  async function renderHostile(page: Page) {
    await page.route('**/post.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ contentHtml: HOSTILE }),
      }),
    )
    await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>yt</title>' }),
    )
    await page.route(/evil\.example\.com/, (route) => route.abort())
    await page.goto(url)
    await page.locator('[data-post-content] #keep').waitFor()
  }

  it('keeps the text, YouTube embeds and safe links; executes and injects nothing', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await renderHostile(page)
    await page.locator('[data-post-content] #js').click()
    await page.locator('[data-post-content] div:has-text("sobreposição")').click()
    await page.waitForTimeout(300)

    const found = await page.evaluate(() => {
      const body = document.querySelector('[data-post-content]')!
      const all = [...body.querySelectorAll('*')]
      return {
        pwned: (window as unknown as { __pwned?: unknown }).__pwned,
        scripts: body.querySelectorAll('script').length,
        handlers: all.filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).length,
        styles: body.querySelectorAll('[style]').length,
        jsUrls: all.filter((el) =>
          ['href', 'src', 'action', 'data'].some((name) =>
            /^\s*javascript:/i.test(el.getAttribute(name) ?? ''),
          ),
        ).length,
        iframes: [...body.querySelectorAll('iframe')].map((f) => f.id),
        forms: body.querySelectorAll('form, input, button, object, embed, base').length,
        external: ['rel', 'target'].map((name) =>
          body.querySelector('a[href="https://outro.example.com/x"]')?.getAttribute(name),
        ),
        internalTarget: body.querySelector('a[href="/blog/outro"]')?.getAttribute('target'),
        text: body.querySelector('#keep')?.textContent,
      }
    })
    expect(found).toEqual({
      pwned: undefined,
      scripts: 0,
      handlers: 0,
      styles: 0,
      jsUrls: 0,
      iframes: ['yt', 'ytn'],
      forms: 0,
      external: ['noopener noreferrer', '_blank'],
      internalTarget: null,
      text: 'Texto normal com link interno e link externo.',
    })
    expect(dialogs).toEqual([])
    await context.close()
  })
})
