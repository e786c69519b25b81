import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  MOBILE,
  expectAccessible,
  expectNotFoundHead,
  NOT_FOUND_TITLE,
  launchBrowser,
  openPage,
  waitForHydration,
  waitForScreen,
  waitForWorker,
} from './browser'
import { REDIRECTS, SCREENS, UNKNOWN_PATHS } from './route-map'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

describe('route map', () => {
  it.each(SCREENS)(
    '%s shows its screen, hydrates cleanly and passes axe',
    async (path, heading) => {
      const { page, errors, context } = await openPage(browser)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(heading)
      await expectAccessible(page)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it.each(['/calculadoras/', '/treinos/', '/eventos/'])(
    '%s resolves with a trailing slash',
    async (path) => {
      const { page, context } = await openPage(browser)
      expect((await page.goto(path))?.status()).toBe(200)
      await expect.poll(() => page.locator('h1').count()).toBe(1)
      await context.close()
    },
  )

  it.each(REDIRECTS)('%s replaces to %s', async (from, to) => {
    const { page, context, errors } = await openPage(browser)
    await page.goto('/')
    await page.goto(from)
    await page.waitForURL((url) => url.pathname + url.search + url.hash === to)
    await waitForHydration(page)
    await expect.poll(() => page.locator('h1').count()).toBe(1)
    if (from.includes('token_hash=')) {
      // The link's token reached the screen that spends it: the server refused the made-up one.
      await expect
        .poll(() => page.getByRole('alert').allTextContents(), { timeout: 15_000 })
        .toContain('Link inválido ou expirado. Solicite um novo link de recuperação.')
    }
    // History replace: going back returns to the page before the alias, not to the alias.
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    // A made-up recovery token is refused by the server (403), which Chromium logs when the answer
    // arrives before the page is left: that refusal is the expected one, nothing else is.
    const expected = from.includes('token_hash=')
      ? (error: string) => /status of 403 \(Forbidden\)/.test(error)
      : () => false
    expect(errors.filter((error) => !expected(error))).toEqual([])
    await context.close()
  })

  it("a first visit's inline rules give way to the stylesheet once it is in, with and without the worker", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP)
    const styles = () =>
      page.evaluate(() => ({
        inline: document.querySelectorAll('style[data-critical]').length,
        linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .map((link) => new URL(link.href).pathname)
          .filter((path) => /^\/assets\/index-[\w-]+\.css$/.test(path)).length,
      }))
    for (const path of ['/calculadoras/calcular-FTP', '/privacidade']) {
      const html = await (await page.goto(path))?.text()
      expect(html, path).toContain('<style data-critical>')
      await waitForHydration(page)
      // Kept after the stylesheet, the page's own rules would outrank its later ones.
      expect(await styles(), path).toEqual({ inline: 0, linked: 1 })
    }
    // Under the worker, a page it has no copy of comes from the network and asks at once.
    await waitForWorker(page)
    await page.goto('/privacidade')
    await waitForHydration(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    expect(await styles()).toEqual({ inline: 0, linked: 1 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('/dashboard and /admin prerender their loading screen', async () => {
    const { page, context } = await openPage(browser)
    // No script for the whole visit: a page asks for its scripts once it has painted, which may
    // be after `load`, so lifting the block between pages would let them run.
    await page.route('**/*.js', (route) => route.abort())
    for (const path of ['/dashboard', '/admin']) {
      await page.goto(path)
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Carregando...')
    }
    await context.close()
  })

  it.each(UNKNOWN_PATHS)(
    '%s shows the not-found screen with status 404, its title and noindex',
    async (path) => {
      const { page, context, errors } = await openPage(browser)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const html = (await response?.text()) ?? ''
      expect(html).toContain(`<title>${NOT_FOUND_TITLE}</title>`)
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
      await waitForHydration(page)
      await expect.poll(() => page.locator('h1').textContent()).toBe('Trail Not Found')
      await expectNotFoundHead(page)
      await expect
        .poll(() => page.getByText("Looks like you've ventured off the mapped routes.").count())
        .toBe(1)
      await page.getByRole('link', { name: 'Return to Base Camp' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await expectAccessible(page)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('a coming-soon screen leads back home', async () => {
    const { page, context } = await openPage(browser, DESKTOP)
    await page.goto('/loja')
    await waitForHydration(page)
    await expect
      .poll(() => page.getByText('Estamos desenvolvendo esta página. Volte em breve!').count())
      .toBe(1)
    await page.getByRole('link', { name: 'Voltar para Início' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await context.close()
  })
})

describe('privacy policy (issue 13)', () => {
  it('/privacidade has its own title and every section, and passes axe at 1280 px', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP)
    await page.goto('/privacidade')
    await waitForHydration(page)
    expect(await page.title()).toBe('Política de Privacidade | Bora Pedalar')
    expect(await page.locator('h1').textContent()).toBe('Política de Privacidade')
    expect(await page.locator('h2').allTextContents()).toEqual([
      'O que guardamos',
      'Onde seus dados ficam',
      'Para que usamos',
      'Cookies de análise',
      'Seus direitos',
      'Contato',
    ])
    const mail = page.getByRole('link', { name: 'contato@borapedalar.com.br' })
    expect(await mail.getAttribute('href')).toBe('mailto:contato@borapedalar.com.br')
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('the footer link opens it', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP)
    // A screen that marks itself interactive: a click made while the page is still hydrating
    // logs a recoverable error from any link (a known race, not this link's).
    await page.goto('/calculadoras/imc')
    await waitForScreen(page)
    await page.locator('footer').getByRole('link', { name: 'Privacidade', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/privacidade')
    await expect.poll(() => page.locator('h1').textContent()).toBe('Política de Privacidade')
    await expect.poll(() => page.title()).toBe('Política de Privacidade | Bora Pedalar')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the sign-up form links to it, the login form does not', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    await page.goto('/entrar')
    await waitForScreen(page)
    const policy = page.locator('form').getByRole('link', { name: 'Política de Privacidade' })
    expect(await policy.count()).toBe(0)
    await page.getByRole('button', { name: 'Cadastre-se', exact: true }).click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('Criar uma Conta')
    await expect
      .poll(() =>
        page
          .getByText('Ao criar a conta você concorda com a nossa Política de Privacidade.')
          .count(),
      )
      .toBe(1)
    await expectAccessible(page)
    await policy.click()
    await page.waitForURL((url) => url.pathname === '/privacidade')
    await expect.poll(() => page.locator('h1').textContent()).toBe('Política de Privacidade')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('layout', () => {
  it('the header turns translucent and blurred after 10 px of scroll', async () => {
    const { page, context } = await openPage(browser, DESKTOP)
    await page.goto('/')
    await waitForHydration(page)
    const header = page.locator('header').first()
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 8))
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true')
    // The colour eases in over 200 ms: wait for the translucent end state.
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toMatch(/rgba?\(.*,\s*0?\.\d+\)|oklab\(.*\/\s*0?\.\d+\)|color-mix/)
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur')
    await context.close()
  })

  it('the mobile bar opens the Mais panel at 390 px', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    await page.goto('/')
    await waitForHydration(page)
    const bar = page.getByRole('navigation', { name: 'Navegação principal' })
    expect(await bar.isVisible()).toBe(true)
    for (const name of ['Início', 'Rotas', 'Vídeos', 'Eventos']) {
      expect(await bar.getByRole('link', { name }).isVisible()).toBe(true)
    }
    await bar.getByRole('button', { name: 'Mais' }).click()
    const panel = page.getByRole('dialog', { name: 'Mais' })
    await panel.waitFor()
    for (const name of ['Loja', 'Bike Fit', 'Blog', 'Desafios']) {
      expect(await panel.getByRole('link', { name }).isVisible()).toBe(true)
    }
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await bar.getByRole('button', { name: 'Mais' }).click()
    await page.getByRole('dialog', { name: 'Mais' }).getByRole('link', { name: 'Desafios' }).click()
    await page.waitForURL((url) => url.pathname === '/desafios')
    await expect.poll(() => page.locator('h1').textContent()).toBe('Desafios')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the mobile bar is hidden on wide screens, the footer links and back-to-top work', async () => {
    const { page, context } = await openPage(browser, DESKTOP)
    await page.goto('/calculadoras')
    await waitForHydration(page)
    expect(await page.getByRole('navigation', { name: 'Navegação principal' }).isVisible()).toBe(
      false,
    )
    const footer = page.getByRole('navigation', { name: 'Rodapé' })
    expect(await footer.getByRole('link', { name: 'Blog' }).getAttribute('target')).toBe('_blank')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('button', { name: 'Voltar ao topo' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await footer.getByRole('link', { name: 'Vídeos' }).click()
    await page.waitForURL((url) => url.pathname === '/videos')
    await expect.poll(() => page.locator('h1').textContent()).toBe('Vídeos')
    await context.close()
  })

  it('a link opens the next page at its top; back and a reload return to where the rider was', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    await page.goto('/calculadoras/calcular-FTP')
    await waitForScreen(page)
    // Down at the footer, as a rider reaching its links.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(0)
    await page
      .getByRole('navigation', { name: 'Rodapé' })
      .getByRole('link', { name: 'Vídeos' })
      .click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('Vídeos')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect.poll(() => page.locator('h1').textContent()).toBe('FTP')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
    await page.reload()
    await waitForScreen(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(left)
    expect(errors).toEqual([])
    await context.close()
  })

  it('signed out, the header links to /entrar', async () => {
    const { page, context } = await openPage(browser, MOBILE)
    await page.goto('/videos')
    await waitForHydration(page)
    await page.locator('header').getByRole('link', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/entrar')
    await context.close()
  })
})
