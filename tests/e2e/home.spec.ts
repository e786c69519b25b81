/**
 * The home page's posts and videos (spec 01 §2 Home, issue 8): 4 posts below `lg` and 8 from it,
 * the latest 4 videos opening the modal player, no layout shift, and the offline fallback.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  MOBILE,
  openPage,
  waitForHydration,
  waitForWorker,
} from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

const postsSection = (page: Page) => page.locator('section[aria-labelledby="ultimos-posts"]')
const videosSection = (page: Page) => page.locator('section[aria-labelledby="ultimos-videos"]')

async function visiblePostLinks(page: Page): Promise<string[]> {
  const links = postsSection(page).locator('a[href^="/blog/"]')
  await links.first().waitFor()
  const hrefs: string[] = []
  for (const link of await links.all()) {
    if (await link.isVisible()) hrefs.push((await link.getAttribute('href')) ?? '')
  }
  return hrefs
}

async function openHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  // The screen's code is lazy: wait until its buttons are React's.
  await page.waitForFunction(() => {
    const card = document.querySelector('button[aria-label^="Assistir:"]')
    return card !== null && Object.keys(card).some((key) => key.startsWith('__reactProps'))
  })
}

describe('home: latest posts', () => {
  it.each([
    ['390 px', 4, MOBILE],
    ['1280 px', 8, DESKTOP],
  ] as const)('%s wide: %i posts linking to /blog/{slug}', async (_label, count, viewport) => {
    const { page, context, errors } = await openPage(browser, viewport)
    await openHome(page)
    const hrefs = await visiblePostLinks(page)
    expect(hrefs).toHaveLength(count)
    for (const href of hrefs) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
    expect(await postsSection(page).getByText('Posts de exemplo').isVisible()).toBe(true)
    const blog = postsSection(page).getByRole('link', { name: 'Ver o blog →' })
    expect(await blog.getAttribute('href')).toBe('/blog')
    // The hero and the ten section cards and the nine calculator cards (eight, and the field
    // tests) are still there.
    expect(await page.locator('h1').textContent()).toMatch(/Criando Histórias e Experiências/)
    expect(await page.locator('section[aria-labelledby="secoes"] li').count()).toBe(10)
    expect(await page.locator('section[aria-labelledby="calculadoras"] li').count()).toBe(9)
    expect(errors).toEqual([])
    await context.close()
  })

  it('the prerendered HTML already holds the posts and videos (no fetch before paint)', async () => {
    const { page, context } = await openPage(browser, DESKTOP)
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/')
    expect(await postsSection(page).locator('a[href^="/blog/"]').count()).toBe(8)
    expect(await videosSection(page).locator('button[aria-label^="Assistir:"]').count()).toBe(4)
    await context.close()
  })

  it('a post card opens the in-app reader', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    await openHome(page)
    const first = postsSection(page).locator('a[href^="/blog/"]').first()
    const title = (await first.locator('span.line-clamp-2').textContent()) ?? ''
    await first.click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('home: latest videos', () => {
  it('shows the latest 4 videos; a click opens the modal player; links to /videos', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP)
    await page.context().route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="pt-BR"><title>player</title></html>',
      }),
    )
    await openHome(page)
    const videoCards = videosSection(page).getByRole('button', { name: /^Assistir:/ })
    expect(await videoCards.count()).toBe(4)
    expect(await videoCards.first().getAttribute('aria-label')).toBe(
      'Assistir: Expedição Chapada Diamantina: 5 dias de bikepacking',
    )
    const more = videosSection(page).getByRole('link', { name: 'Ver todos os vídeos →' })
    expect(await more.getAttribute('href')).toBe('/videos')

    await videoCards.nth(1).click()
    const dialog = page.getByRole('dialog', {
      name: 'Como regular o SAG da suspensão em 5 minutos',
    })
    await dialog.waitFor()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => videoCards.nth(1).evaluate((el) => el === document.activeElement))
      .toBe(true)

    await more.click()
    await page.getByRole('heading', { level: 1, name: 'Vídeos' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('home: stability and accessibility', () => {
  it('paints complete and fills in without layout shift; passes axe', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await openPage(browser, viewport)
      await page.addInitScript(() => {
        const store = window as unknown as { shift: number }
        store.shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) store.shift += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await openHome(page)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift)
      expect(shift).toBeLessThan(0.01)
      await expectAccessible(page)
      await context.close()
    }
  })
})

describe('home offline, after one online visit', () => {
  it('shows the sample (or cached) posts and says so', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP)
    await openHome(page)
    await waitForWorker(page)
    await context.setOffline(true)
    await page.reload()
    await openHome(page)
    await postsSection(page)
      .getByText(/Sem internet: mostrando posts/)
      .waitFor()
    expect(await visiblePostLinks(page)).toHaveLength(8)
    expect(
      await videosSection(page)
        .getByRole('button', { name: /^Assistir:/ })
        .count(),
    ).toBe(4)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)),
    ).toEqual([])
    await context.close()
  })
})
