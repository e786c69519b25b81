import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from '../../scripts/static-server.ts'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  launchBrowser,
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

const OFFLINE_SCREENS: readonly [string, RegExp][] = [
  ['/', /Criando Histórias/],
  ['/calculadoras', /^Calculadoras$/],
  ['/calculadoras/', /^Calculadoras$/],
  ['/calculadoras/calcular-FTP', /^FTP$/],
  ['/calculadoras/imc', /^IMC$/],
  ['/calculadoras/harris-benedict', /^Harris-Benedict$/],
  ['/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento', /^Frequência Cardíaca$/],
  ['/calculadoras/pressao-pneus', /^Pressão dos Pneus$/],
  ['/calculadoras/suspensao', /^Suspensão$/],
  ['/videos', /^Vídeos$/],
  ['/entrar', /Bem-vindo de Volta/],
  ['/blog', /^Blog em Breve$/],
  ['/loja', /^Loja em Breve$/],
  ['/eventos/', /^Calendário de Eventos em Breve$/],
  ['/imc', /^IMC$/],
  ['/calculadoras/ftp', /^FTP$/],
  ['/blog/treino-de-ciclismo-por-zonas', /^Treino por zonas/],
  ['/blog/post-nunca-visto', /^Post não encontrado$/],
  ['/caminho-desconhecido', /^Trail Not Found$/],
]

describe('offline, after one online visit', () => {
  it('every screen opens from a typed deep link and on reload, with the offline notice', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto('/')
    await waitForHydration(page)
    await waitForWorker(page)
    await context.setOffline(true)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Você está offline' }).count())
      .toBe(1)
    for (const [path, heading] of OFFLINE_SCREENS) {
      await page.goto(path)
      await waitForHydration(page)
      await expect
        .poll(() => page.locator('h1').first().textContent(), { message: path })
        .toMatch(heading)
      await page.reload()
      await waitForHydration(page)
      await expect
        .poll(() => page.locator('h1').first().textContent(), { message: `${path} reload` })
        .toMatch(heading)
    }
    await context.setOffline(false)
    await expect.poll(() => page.getByText('Você está offline').count()).toBe(0)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)),
    ).toEqual([])
    await context.close()
  })
})

describe('updates', () => {
  it('a new build shows "Nova versão disponível" and "Atualizar" switches to it once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bp-update-'))
    cpSync('dist', root, { recursive: true })
    const site = createStaticServer({ root, port: 0 })
    const url = await site.listen()
    const context = await browser.newContext({ baseURL: url })
    const page = await context.newPage()
    try {
      await page.goto('/')
      await waitForHydration(page)
      await waitForWorker(page)

      // The second build: a changed home page, hence a changed precache manifest and worker.
      const homeFile = join(root, 'index.html')
      writeFileSync(
        homeFile,
        readFileSync(homeFile, 'utf8').replace(
          '<head>',
          '<head><meta name="bp-build" content="2">',
        ),
      )
      const swFile = join(root, 'sw.js')
      writeFileSync(
        swFile,
        readFileSync(swFile, 'utf8').replace(
          /("revision":")[0-9a-f]+(","url":"index.html")/,
          '$1second-build$2',
        ),
      )

      let navigations = 0
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1
      })
      await page.reload()
      await waitForHydration(page)
      navigations = 0
      const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível' })
      await prompt.waitFor({ timeout: 20_000 })
      await prompt.getByRole('button', { name: 'Atualizar' }).click()
      await page.locator('meta[name="bp-build"]').waitFor({ state: 'attached', timeout: 20_000 })
      await waitForHydration(page)
      expect(navigations).toBe(1)
      expect(await page.getByText('Nova versão disponível').count()).toBe(0)
    } finally {
      await context.close()
      await site.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('install', () => {
  it('the manifest has every field and Chromium reports no installability errors', async () => {
    const { page, context } = await openPage(browser)
    const response = await page.goto('/manifest.webmanifest')
    const manifest = (await response?.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Bora Pedalar',
      short_name: 'Bora Pedalar',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#09090b',
      background_color: '#09090b',
    })
    const icons = manifest.icons as { sizes: string; purpose?: string }[]
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    expect((manifest.shortcuts as { name: string }[]).map((s) => s.name)).toEqual([
      'Calculadoras',
      'FTP',
      'Frequência cardíaca',
    ])
    expect((manifest.screenshots as { form_factor: string }[]).map((s) => s.form_factor)).toEqual([
      'narrow',
      'wide',
    ])
    await context.close()

    // A persistent profile: Chromium flags incognito contexts as not installable.
    const profile = mkdtempSync(join(tmpdir(), 'bp-install-'))
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: page.url().replace(/\/manifest\.webmanifest$/, ''),
    })
    try {
      const installPage = persistent.pages()[0] ?? (await persistent.newPage())
      await installPage.goto('/')
      await waitForHydration(installPage)
      await waitForWorker(installPage)
      const cdp = await persistent.newCDPSession(installPage)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[]
      }
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([])
    } finally {
      await persistent.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
