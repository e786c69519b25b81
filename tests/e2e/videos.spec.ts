/**
 * The videos page (spec 02 §2.8, issue 8): states, search, playlists, the modal player in every
 * way it opens and closes, sharing, and a hostile feed that must execute nothing.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  MOBILE,
  openPage,
  waitForHydration,
  waitForWorker,
} from './browser'
import { AIM_MS, expectNotLive, firstVisit } from './early'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

const PLAYER_STUB =
  '<!doctype html><html lang="pt-BR"><title>player</title><body>player</body></html>'

/**
 * A page whose network the test controls: no service worker (page.route does not see requests a
 * worker answers), and YouTube's player and watch pages stubbed (no internet in tests).
 */
async function openControlledPage(viewport: { width: number; height: number } = DESKTOP) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'pt-BR',
    serviceWorkers: 'block',
  })
  await context.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: PLAYER_STUB }),
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => {
    errors.push(error.message)
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return { context, page, errors, dialogs }
}

function serveFeed(page: Page, feed: unknown, delayMs = 0) {
  return page.route('**/data/videos.json', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(feed) })
  })
}

const DAY = 24 * 60 * 60 * 1000
const video = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `testVideo${String(n).padStart(2, '0')}`,
  title: `Vídeo de teste ${n}`,
  description: `Descrição do vídeo ${n}`,
  thumbnail: '/images/videos/sample-01.svg',
  publishedAt: new Date(Date.now() - (n * 10 + 1) * DAY).toISOString(),
  videoUrl: `https://www.youtube.com/watch?v=testVideo${String(n).padStart(2, '0')}`,
  ...extra,
})
const channel = { id: 'UCtest', title: 'Canal Teste', url: 'https://www.youtube.com/@teste' }

const cards = (page: Page) => page.getByRole('button', { name: /^Assistir:/ })
const dialog = (page: Page) => page.getByRole('dialog')
const htmlOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow)

async function openVideos(page: Page) {
  await page.goto('/videos')
  await waitForHydration(page)
  // The screen's own code (lazy) has hydrated once the search box is interactive.
  await page.getByRole('searchbox', { name: 'Buscar vídeos' }).waitFor()
  await page.waitForFunction(() => {
    const input = document.querySelector('input[type="search"]')
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'))
  })
}

describe('videos page', () => {
  it('prerenders the list with its metadata and VideoObject structured data', async () => {
    const response = await fetch(new URL('/videos', baseURL()))
    const html = await response.text()
    expect(html).toContain('Expedição Chapada Diamantina: 5 dias de bikepacking')
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    )
    const list = ld.find((data) => data['@type'] === 'ItemList') as
      { itemListElement: { position: number; item: Record<string, string> }[] } | undefined
    expect(list?.itemListElement).toHaveLength(16)
    expect(list?.itemListElement[0]).toMatchObject({
      position: 1,
      item: {
        '@type': 'VideoObject',
        name: 'Expedição Chapada Diamantina: 5 dias de bikepacking',
        contentUrl: 'https://www.youtube.com/watch?v=sampleVid01',
        uploadDate: '2026-11-20T21:00:00.000Z',
      },
    })
    for (const key of ['description', 'thumbnailUrl']) {
      expect(list?.itemListElement[0]?.item[key]).toBeTruthy()
    }
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
    expect(html).toContain('<title>Vídeos | Bora Pedalar</title>')
  })

  it('asks for no script and no other thumbnail before the first is drawn, then shows them all', async () => {
    const { context, page } = await openControlledPage(MOBILE)
    await page.addInitScript(() => {
      ;(window as { __heroPaint?: number }).__heroPaint = -1
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { element?: Element })[])
          if (entry.element?.tagName === 'IMG')
            (window as { __heroPaint?: number }).__heroPaint = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto('/videos')
    await waitForHydration(page)
    const firstOf = (test: string) =>
      page.evaluate(
        (pattern) =>
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => new RegExp(pattern).test(entry.name))
              .map((entry) => entry.startTime),
          ),
        test,
      )
    const heroPaint = await page.evaluate(
      () => (window as { __heroPaint?: number }).__heroPaint ?? -1,
    )
    expect(heroPaint).toBeGreaterThan(0)
    expect(await firstOf('/assets/.*\\.js$')).toBeGreaterThanOrEqual(heroPaint)
    // The first row's other thumbnails are in the page's markup without an address until then.
    expect(await firstOf('/images/videos/sample-0[2-4]')).toBeGreaterThanOrEqual(heroPaint)
    const firstRow = page.locator('ul img').nth(1)
    await expect
      .poll(() => firstRow.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await context.close()
  })

  it('lists the feed in a 1/2/3/4-column grid, says it is sample data, passes axe', async () => {
    for (const [viewport, columns] of [
      [MOBILE, 1],
      [{ width: 700, height: 900 }, 2],
      [{ width: 1100, height: 900 }, 3],
      [DESKTOP, 4],
    ] as const) {
      const { page, context, errors } = await openPage(browser, viewport)
      await openVideos(page)
      expect(await cards(page).count()).toBe(16)
      const grid = page.locator('ul:has(button[aria-label^="Assistir:"])')
      const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns)
      expect(template.split(' ')).toHaveLength(columns)
      expect(await page.getByText('Vídeos de exemplo').isVisible()).toBe(true)
      const channelLink = page.getByRole('link', { name: 'Visitar Canal no YouTube' })
      expect(await channelLink.getAttribute('target')).toBe('_blank')
      expect(await channelLink.getAttribute('href')).toBe('https://www.youtube.com/@borapedalar')
      if (columns === 4) await expectAccessible(page)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it('shows "Carregando vídeos..." while the screen loads on a client-side navigation', async () => {
    const { page, context, errors } = await openControlledPage()
    await page.goto('/')
    await waitForHydration(page)
    // The home screen's own code hydrates after the shell; a click before that is a different
    // (valid) scenario in which React re-renders the boundary and reports it.
    await page.waitForLoadState('networkidle')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/videos-screen-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Rodapé' })
      .getByRole('link', { name: 'Vídeos' })
      .click()
    await page.getByText('Carregando vídeos...').waitFor()
    release()
    await page.getByRole('heading', { level: 1, name: 'Vídeos' }).waitFor()
    await expect.poll(() => cards(page).count()).toBe(16)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says "Não há vídeos disponíveis no momento" for an empty feed', async () => {
    const { page, context, errors } = await openControlledPage()
    await serveFeed(page, { channel, updatedAt: '2026-11-22T00:00:00Z', videos: [] })
    await openVideos(page)
    await page.getByText('Não há vídeos disponíveis no momento').waitFor()
    expect(await page.getByText('Nenhum vídeo encontrado').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Limpar busca' }).count()).toBe(0)
    expect(await page.getByText('Vídeos de exemplo').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('marks videos of the last 7 days NOVO and falls back to the placeholder thumbnail', async () => {
    const { page, context } = await openControlledPage()
    await serveFeed(page, {
      channel,
      updatedAt: new Date().toISOString(),
      videos: [
        video(0, { thumbnail: '/images/videos/nao-existe.svg' }),
        video(1),
        video(2, { publishedAt: new Date(Date.now() - 6 * DAY).toISOString() }),
      ],
    })
    await openVideos(page)
    await expect.poll(() => cards(page).count()).toBe(3)
    const badges = page.locator('button[aria-label^="Assistir:"] >> text=NOVO')
    expect(await badges.count()).toBe(2)
    expect(
      await page.getByRole('button', { name: 'Assistir: Vídeo de teste 1' }).textContent(),
    ).not.toContain('NOVO')
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Assistir: Vídeo de teste 0' })
          .locator('img')
          .getAttribute('src'),
      )
      .toBe('/images/videos/placeholder.svg')
    await context.close()
  })
})

describe('search', () => {
  it('filters by title or description ignoring case, and "Limpar busca" restores all', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    await openVideos(page)
    const search = page.getByRole('searchbox', { name: 'Buscar vídeos' })
    await search.fill('CHAPADA')
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await cards(page).first().getAttribute('aria-label')).toBe(
      'Assistir: Expedição Chapada Diamantina: 5 dias de bikepacking',
    )
    // Only in a description: "Lençóis" (typed without the accent).
    await search.fill('lencois')
    await expect.poll(() => cards(page).count()).toBe(1)
    await search.fill('palavra que não existe')
    await page.getByText('Nenhum vídeo encontrado').waitFor()
    expect(await page.getByText('Tente outra palavra-chave').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Limpar busca' }).click()
    await expect.poll(() => cards(page).count()).toBe(16)
    expect(await search.inputValue()).toBe('')
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('playlists dropdown', () => {
  it('lists ten playlists opening in a new tab; Escape and an outside click close it', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP)
    await openVideos(page)
    const trigger = page.getByRole('button', { name: 'Explorar Playlists do Canal' })
    await trigger.click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    const items = menu.getByRole('menuitem')
    expect(await items.count()).toBe(10)
    for (const item of await items.all()) {
      expect(await item.getAttribute('target')).toBe('_blank')
      expect(await item.getAttribute('rel')).toBe('noopener noreferrer')
      expect(await item.getAttribute('href')).toMatch(
        /^https:\/\/www\.youtube\.com\/playlist\?list=/,
      )
    }
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)

    await trigger.click()
    await menu.waitFor()
    await page.mouse.click(10, 400)
    await menu.waitFor({ state: 'detached' })

    // Keyboard: Enter opens it with the first playlist focused.
    await trigger.focus()
    await page.keyboard.press('Enter')
    await menu.waitFor()
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens on the very first press, before its code was ever loaded', async () => {
    const { page, context } = await openPage(browser, MOBILE)
    await openVideos(page)
    await page.getByRole('button', { name: 'Explorar Playlists do Canal' }).click()
    await page.getByRole('menu').waitFor()
    expect(await page.getByRole('menuitem').count()).toBe(10)
    await context.close()
  })
})

describe('modal player', () => {
  async function expectOpen(page: Page, title: string) {
    const modal = dialog(page)
    await modal.waitFor()
    expect(await modal.getAttribute('aria-labelledby')).toBeTruthy()
    await page.getByRole('dialog', { name: title }).waitFor()
    const frame = modal.locator('iframe')
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/,
    )
    expect(await frame.getAttribute('title')).toBe(title)
    await expect.poll(() => htmlOverflow(page)).toBe('hidden')
  }

  async function expectClosed(page: Page, card: ReturnType<typeof cards>) {
    await dialog(page).waitFor({ state: 'detached' })
    await expect.poll(() => htmlOverflow(page)).not.toBe('hidden')
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true)
  }

  it('opens by click and by keyboard; closes by button, backdrop and Escape', async () => {
    const { page, context, errors } = await openControlledPage(DESKTOP)
    await openVideos(page)
    const title = 'Como regular o SAG da suspensão em 5 minutos'
    const card = page.getByRole('button', { name: `Assistir: ${title}` })

    await card.click()
    await expectOpen(page, title)
    await expectAccessible(page)
    await dialog(page).getByRole('button', { name: 'Fechar' }).click()
    await expectClosed(page, card)

    await card.focus()
    await page.keyboard.press('Enter')
    await expectOpen(page, title)
    await page.keyboard.press('Escape')
    await expectClosed(page, card)

    await card.click()
    await expectOpen(page, title)
    await page.mouse.click(8, 8) // the backdrop, outside the panel
    await expectClosed(page, card)
    expect(errors).toEqual([])
    await context.close()
  })

  it('has the actions, the linked description in a 200 px box, and full screen', async () => {
    const { page, context, errors } = await openControlledPage(MOBILE)
    await openVideos(page)
    await cards(page).first().click()
    const modal = dialog(page)
    await modal.waitFor()
    const watch = modal.getByRole('link', { name: 'Ver no YouTube' })
    expect(await watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=sampleVid01')
    expect(await watch.getAttribute('target')).toBe('_blank')
    const box = modal.getByRole('region', { name: 'Descrição do vídeo' })
    expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px')
    const link = box.getByRole('link', {
      name: 'https://borapedalar.com.br/rotas/chapada-diamantina',
    })
    expect(await link.getAttribute('href')).toBe(
      'https://borapedalar.com.br/rotas/chapada-diamantina',
    )
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await link.getAttribute('target')).toBe('_blank')
    for (const name of ['Tela cheia', 'Compartilhar', 'Fechar']) {
      const box = await modal.getByRole('button', { name }).boundingBox()
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44)
    }

    await modal.getByRole('button', { name: 'Tela cheia' }).click()
    const exit = modal.getByRole('button', { name: 'Sair da tela cheia' })
    await exit.waitFor()
    expect(await exit.getAttribute('aria-pressed')).toBe('true')
    await exit.click()
    await modal.getByRole('button', { name: 'Tela cheia' }).waitFor()
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull()
    expect(errors).toEqual([])
    await context.close()
  })

  it('says so when a video has no description', async () => {
    const { page, context } = await openControlledPage()
    await serveFeed(page, {
      channel,
      updatedAt: '2026-11-22T00:00:00Z',
      videos: [video(1, { description: '' })],
    })
    await openVideos(page)
    await expect.poll(() => cards(page).count()).toBe(1)
    await cards(page).first().click()
    await dialog(page).getByText('Não há descrição disponível para este vídeo.').waitFor()
    await context.close()
  })
})

describe('a tap before the page is live (issue 43: tap once)', () => {
  it.each([
    ['/videos', 'the grid'],
    ['/', "the home page's latest videos"],
  ])(
    '%s: a card tapped at first sight opens the player once the page is live (%s)',
    async (path) => {
      const visit = await firstVisit(browser, path)
      const { page, context, errors } = visit
      const card = cards(page).first()
      await card.waitFor()
      const title = (await card.getAttribute('aria-label'))!.replace(/^Assistir: /, '')
      await card.scrollIntoViewIfNeeded()
      const box = await card.boundingBox()
      if (!box) throw new Error('the first card is not on screen')
      await page.waitForTimeout(AIM_MS)
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expectNotLive(page)
      visit.release()
      await page.getByRole('dialog', { name: title }).waitFor({ timeout: 30_000 })
      expect(await dialog(page).count()).toBe(1)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe('Compartilhar', () => {
  async function withShare(context: BrowserContext, available: boolean) {
    await context.addInitScript((hasShare) => {
      const target = window as unknown as { shared: unknown[] }
      target.shared = []
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: hasShare
          ? (data: unknown) => {
              target.shared.push(data)
              return Promise.resolve()
            }
          : undefined,
      })
    }, available)
  }

  it('uses Web Share with the title, the spec text and the URL', async () => {
    const { page, context } = await openControlledPage()
    await withShare(context, true)
    await openVideos(page)
    await cards(page).nth(3).click()
    await dialog(page).getByRole('button', { name: 'Compartilhar' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title: 'Trilha do Vale do Pati: roteiro para iniciantes',
          text: 'Confira este vídeo do canal Bora Pedalar: Trilha do Vale do Pati: roteiro para iniciantes',
          url: 'https://www.youtube.com/watch?v=sampleVid04',
        },
      ])
    await context.close()
  })

  it('without Web Share, opens the video in a new tab', async () => {
    const { page, context } = await openControlledPage()
    await withShare(context, false)
    await openVideos(page)
    await cards(page).nth(3).click()
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog(page).getByRole('button', { name: 'Compartilhar' }).click(),
    ])
    await tab.waitForLoadState()
    expect(tab.url()).toBe('https://www.youtube.com/watch?v=sampleVid04')
    await context.close()
  })
})

describe('a hostile feed', () => {
  it('executes nothing: script titles, onerror attributes and javascript: links stay text', async () => {
    const { page, context, errors, dialogs } = await openControlledPage()
    await serveFeed(page, {
      channel: {
        id: 'x',
        title: '<img src=x onerror="window.__pwned=1">',
        url: 'javascript:alert(1)',
      },
      updatedAt: '2026-11-22T00:00:00Z',
      videos: [
        video(1, {
          title: '<script>window.__pwned=1;alert(1)</script>Título',
          description:
            'Veja <img src=x onerror="window.__pwned=1;alert(2)"> e javascript:alert(3) ' +
            'e <a href="javascript:alert(4)">clique</a> https://ok.example.com/a',
          thumbnail: 'javascript:alert(5)',
          videoUrl: 'javascript:alert(6)',
        }),
        video(2, { id: '"><svg onload=alert(7)>' }),
      ],
    })
    await openVideos(page)
    const card = page.getByRole('button', {
      name: 'Assistir: <script>window.__pwned=1;alert(1)</script>Título',
    })
    await card.waitFor()
    expect(await cards(page).count()).toBe(1)
    expect(await card.locator('img').getAttribute('src')).toBe('/images/videos/placeholder.svg')
    await card.click()
    const modal = dialog(page)
    await modal.waitFor()
    const anchors = await modal
      .locator('[data-video-description] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(anchors).toEqual(['https://ok.example.com/a'])
    expect(await modal.getByRole('link', { name: 'Ver no YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=testVideo01',
    )
    await modal.getByRole('button', { name: 'Compartilhar' }).waitFor()
    const injected = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      scripts: [...document.querySelectorAll('script')].filter((s) =>
        s.textContent?.includes('__pwned'),
      ).length,
      handlers: document.querySelectorAll('[onerror], [onload]').length,
      jsLinks: document.querySelectorAll('a[href^="javascript:"]').length,
    }))
    expect(injected).toEqual({ pwned: undefined, scripts: 0, handlers: 0, jsLinks: 0 })
    // The channel link keeps the built-in channel: the feed's javascript: address is refused.
    await page.keyboard.press('Escape')
    expect(
      await page.getByRole('link', { name: 'Visitar Canal no YouTube' }).getAttribute('href'),
    ).toMatch(/^https:\/\//)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('offline, after one online visit', () => {
  it('lists the saved feed and says it is the saved copy', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto('/videos')
    await waitForHydration(page)
    await waitForWorker(page)
    // Controlled now: this visit's feed request goes through the worker, which keeps a copy.
    await page.reload()
    await openVideos(page)
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/data/videos.json'))))
      .toBe(true)
    await context.setOffline(true)
    await page.reload()
    await openVideos(page)
    await page.getByText('Sem internet: esta é a cópia salva da lista de vídeos.').waitFor()
    expect(await cards(page).count()).toBe(16)
    await cards(page).first().click()
    await dialog(page).waitFor()
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)),
    ).toEqual([])
    await context.close()
  })
})
