/**
 * 'Análise de Pedal' (issue 23) in Chromium: a file picked or dropped is read in the worker and
 * its figures show, online and offline with the service worker installed; a bad file gets its
 * pt-BR message and the next good file still analyses; 'Usar este FTP' lands in the FTP
 * calculator and syncs once. Fixtures are written here: FIT with Garmin's encoder, GPX as text.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFitRide } from '../fixtures/fit-ride'
import {
  SHARED_RIDE_CACHE,
  SHARED_RIDE_KEY,
  SHARED_RIDE_NAME_HEADER,
  SHARED_RIDE_STORED_AT_HEADER,
} from '../../src/lib/shared-ride'
import { createAccount, serverRows } from './accounts'
import { savedOnDevice } from './early'
import { expectToast, openDashboard, profileId, signIn } from './panels'
import {
  DESKTOP,
  baseURL,
  button,
  expectAccessible,
  field,
  launchBrowser,
  openPage,
  waitForScreen,
  waitForWorker,
} from './browser'

const PATH = '/calculadoras/analise-de-pedal'
const HEART_RATE_PATH = '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'
const START = new Date('2026-10-04T09:00:00Z')

let browser: Browser
let dir: string
/** A page on another origin (another port) whose form posts to the app's share target. */
let otherSite: Server | undefined
let otherOrigin = ''
const files: Record<'fit' | 'gpx' | 'bad' | 'short' | 'large', string> = {
  fit: '',
  gpx: '',
  bad: '',
  short: '',
  large: '',
}

/** 60 min: 20 at 200 W, 20 at 300 W, 20 at 200 W; heart rate 140/170/150 (1 s records). */
function fitRide(): Uint8Array {
  return encodeFitRide(START, 3600, (s) => {
    const hard = s >= 1200 && s < 2400
    return {
      power: hard ? 300 : 200,
      heartRate: hard ? 170 : s < 1200 ? 140 : 150,
      distance: s * 8,
    }
  })
}

/** 30 min of heart rate only, a point every 5 s, as a watch without a power meter exports it. */
function gpxRide(): string {
  const points = Array.from({ length: 360 }, (_, i) => {
    const time = new Date(START.getTime() + i * 5000).toISOString()
    return `<trkpt lat="${(-23.55 + i * 0.0001).toFixed(4)}" lon="-46.63"><ele>${760 + i}</ele><time>${time}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${150 + (i % 10)}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`
  })
  return `<?xml version="1.0"?><gpx version="1.1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><trkseg>${points.join('')}</trkseg></trk></gpx>`
}

beforeAll(async () => {
  browser = await launchBrowser()
  dir = await mkdtemp(join(tmpdir(), 'pedal-'))
  files.fit = join(dir, 'pedal-de-domingo.fit')
  files.gpx = join(dir, 'trilha.gpx')
  files.bad = join(dir, 'foto.fit')
  files.short = join(dir, 'curto.gpx')
  await writeFile(files.fit, fitRide())
  await writeFile(files.gpx, gpxRide())
  // About 40 MB: long enough to read that 'Cancelar' can be tapped while the worker is at it.
  files.large = join(dir, 'volta-longa.gpx')
  const point = (s: number) =>
    `<trkpt lat="-23.55" lon="-46.63"><ele>760</ele><time>${new Date(START.getTime() + s * 1000).toISOString()}</time><extensions><power>${200 + (s % 50)}</power></extensions></trkpt>\n`
  await writeFile(
    files.large,
    `<gpx><trk><trkseg>${Array.from({ length: 300_000 }, (_, s) => point(s)).join('')}</trkseg></trk></gpx>`,
  )
  await writeFile(files.bad, 'isto não é um pedal')
  otherSite = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(
      `<!doctype html><html><body><form method="post" enctype="multipart/form-data" action="${baseURL()}${PATH}"><input type="file" name="arquivo"></form></body></html>`,
    )
  })
  await new Promise<void>((done) => otherSite?.listen(0, '127.0.0.1', done))
  const address = otherSite.address()
  otherOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  await writeFile(
    files.short,
    gpxRide().replace(
      /<trkpt[\s\S]*<\/trkpt>/,
      (all) => all.split('</trkpt>').slice(0, 3).join('</trkpt>') + '</trkpt>',
    ),
  )
})

afterAll(async () => {
  await new Promise((done) => otherSite?.close(done))
  await browser.close()
  await rm(dir, { recursive: true, force: true })
})

const result = (page: Page) => page.getByRole('region', { name: 'Resultado' })

async function pick(page: Page, path: string): Promise<void> {
  await page.locator('#arquivo-pedal').setInputFiles(path)
}

/** Opens the screen, picks the one-hour FIT ride and waits for its figures. */
async function analyseFitRide(page: Page): Promise<void> {
  await page.goto(PATH)
  await waitForScreen(page)
  await pick(page, files.fit)
  await expectRideFigures(page)
}

async function expectRideFigures(page: Page): Promise<void> {
  // The route, power and heart-rate parts show a frame apart: the last one is heart rate's.
  await expect.poll(() => result(page).textContent(), { timeout: 20_000 }).toContain('FC média')
  const text = (await result(page).textContent()) ?? ''
  expect(text).toContain('285W')
  expect(text).toContain('95% dos melhores 20 min, a partir de 20:00')
  expect(text).toContain('Potência média233W')
  expect(text).toContain('FC máxima170bpm')
  expect(text).toContain('28,8 km')
  expect(text).toContain('1:00:00')
}

describe('Análise de Pedal', () => {
  it('a FIT picked online: FTP, power, heart rate and route from the records', async () => {
    const { page, context, errors } = await openPage(browser)
    await analyseFitRide(page)
    expect(
      await page
        .getByText('Entre na sua conta e abra o arquivo de novo para guardar o resumo')
        .count(),
    ).toBe(1)
    // The charts beside the tables (Recharts, loaded by this screen only), mounted as the rider
    // scrolls near them: none yet at the top of the result, the power curve's once near it.
    expect(await page.getByRole('figure').count()).toBe(0)
    await page.getByText('Curva de potência (melhores médias)').scrollIntoViewIfNeeded()
    await page.getByRole('figure', { name: 'Curva de potência' }).locator('svg').first().waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it("'Usar este FTP' opens the FTP calculator on the estimate; signed in, it syncs once, marked as from a file, and the ride's summary is kept once", async () => {
    const email = await createAccount('ride-ftp')
    const { page, context, errors } = await signIn(browser, email)
    await analyseFitRide(page)
    await expect
      .poll(() => page.getByText('O resumo deste pedal fica salvo no seu painel').count())
      .toBe(1)
    // The same ride opened again is kept once.
    await pick(page, files.fit)
    await expectRideFigures(page)
    await button(page, 'Usar este FTP').click()
    await page.waitForURL((url) => url.pathname === '/calculadoras/calcular-FTP')
    await expect
      .poll(() => field(page, 'FTP (watts)').inputValue(), { timeout: 15_000 })
      .toBe('285')
    // Coggan's Z1 for 285 W: up to 55 %, 157 W.
    await expect.poll(() => result(page).textContent()).toContain('0–157 W')
    const [profile] = await serverRows(
      'profiles',
      `select=id&email=eq.${encodeURIComponent(email)}`,
    )
    const owned = `user_id=eq.${String(profile?.id)}`
    await expect
      .poll(() => serverRows('user_ftp_data', `select=ftp,source&${owned}`), { timeout: 20_000 })
      .toEqual([{ ftp: 285, source: 'ride_file' }])
    await expect
      .poll(
        () =>
          serverRows(
            'user_ride_summaries',
            `select=file_format,elapsed_seconds,ftp_estimate,avg_power,max_hr&${owned}`,
          ),
        { timeout: 20_000 },
      )
      .toEqual([
        {
          file_format: 'fit',
          elapsed_seconds: 3600,
          ftp_estimate: 285,
          avg_power: 233,
          max_hr: 170,
        },
      ])
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Minhas Calculadoras' }).click()
    const list = page.getByRole('list', { name: 'Resultados salvos' })
    await expect
      .poll(() => list.locator('[data-result-kind="ride_summary"]').textContent())
      .toContain('Pedal de 04/10/2026 · 28,8 km · 1:00:00 · FTP estimado 285 W · FC máx 170 bpm')
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it("'Usar esta FC máxima' with no age known opens the heart-rate calculator with it; the rider adds the age", async () => {
    const { page, context, errors } = await openPage(browser)
    await analyseFitRide(page)
    await button(page, 'Usar esta FC máxima').click()
    await page.waitForURL((url) => url.pathname === HEART_RATE_PATH)
    await expect.poll(() => field(page, 'FC máxima medida (bpm)').inputValue()).toBe('170')
    expect(await field(page, 'Método').inputValue()).toBe('medida')
    await field(page, 'Idade').fill('35')
    await button(page, 'Calcular').click()
    const shown = page.getByRole('region', { name: 'Resultado' })
    await expect.poll(() => shown.textContent()).toContain('Medida por você, em um pedal ou teste')
    // Zone 5 of a 170 bpm maximum: above 90 % (153), to 170.
    expect(await shown.textContent()).toContain('154–170 bpm')
    expect(errors).toEqual([])
    await context.close()
  })

  it("'Usar esta FC máxima' with the age of a saved heart-rate result saves the measured maximum and syncs it", async () => {
    const email = await createAccount('ride-hr')
    const { page, context, errors } = await signIn(browser, email)
    await page.goto(HEART_RATE_PATH)
    await waitForScreen(page)
    await field(page, 'Idade').fill('40')
    await button(page, 'Calcular').click()
    await expect
      .poll(() => page.getByRole('region', { name: 'Resultado' }).textContent())
      .toContain('180bpm')
    // The save runs after the result paints: leave the page only once the rider is told it is kept.
    await expectToast(page, 'Dados salvos com sucesso no seu dashboard.')
    await analyseFitRide(page)
    await button(page, 'Usar esta FC máxima').click()
    await page.waitForURL((url) => url.pathname === HEART_RATE_PATH)
    await expect
      .poll(() => field(page, 'FC máxima medida (bpm)').inputValue(), { timeout: 15_000 })
      .toBe('170')
    expect(await field(page, 'Idade').inputValue()).toBe('40')
    const [profile] = await serverRows(
      'profiles',
      `select=id&email=eq.${encodeURIComponent(email)}`,
    )
    await expect
      .poll(
        () =>
          serverRows(
            'user_heart_rate_data',
            `select=age,method,max_hr,zone5_min&user_id=eq.${String(profile?.id)}`,
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ age: 40, method: 'medida', max_hr: 170, zone5_min: 154 }])
    expect(errors).toEqual([])
    await context.close()
  })

  it('a bad file gets its message; a short one too; the next good file analyses', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(PATH)
    await waitForScreen(page)
    await pick(page, files.bad)
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toContain('Não reconhecemos este arquivo. Escolha um arquivo .fit, .gpx ou .tcx.')
    await pick(page, files.short)
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toContain('O pedal é curto demais para analisar: grave pelo menos 1 minuto.')
    await pick(page, files.gpx)
    await expect
      .poll(() => result(page).textContent(), { timeout: 20_000 })
      .toContain('Este arquivo não tem dados de potência')
    expect(await page.getByRole('alert').count()).toBe(0)
    // The heart-rate part paints a frame after the power part (see expectRideFigures).
    await expect.poll(() => result(page).textContent()).toContain('FC máxima159bpm')
    expect(errors).toEqual([])
    await context.close()
  })

  it("'Cancelar' stops a long reading; the next file analyses", async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(PATH)
    await waitForScreen(page)
    await pick(page, files.large)
    await button(page, 'Cancelar').click()
    await expect.poll(() => button(page, 'Cancelar').count()).toBe(0)
    expect(await result(page).textContent()).toContain('Escolha o arquivo de um pedal')
    await pick(page, files.gpx)
    await expect
      .poll(() => result(page).textContent(), { timeout: 20_000 })
      .toContain('Este arquivo não tem dados de potência')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a file dropped on the zone is analysed', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(PATH)
    await waitForScreen(page)
    const gpx = gpxRide()
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'arrastado.gpx', { type: 'application/gpx+xml' }))
      return data
    }, gpx)
    await page.getByText('Arraste o arquivo para cá ou').dispatchEvent('drop', {
      dataTransfer: transfer,
    })
    await expect
      .poll(() => result(page).textContent(), { timeout: 20_000 })
      .toContain('Este arquivo não tem dados de potência')
    await context.close()
  })

  it('a file shared into the installed app: the worker takes the POST, offline too', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(PATH)
    await waitForWorker(page)
    await context.setOffline(true)
    // What Android's share sheet does with the manifest's share_target: a multipart POST.
    await page.evaluate((text) => {
      const form = document.createElement('form')
      form.method = 'POST'
      form.enctype = 'multipart/form-data'
      form.action = '/calculadoras/analise-de-pedal'
      const input = document.createElement('input')
      input.type = 'file'
      input.name = 'arquivo'
      const files = new DataTransfer()
      files.items.add(new File([text], 'do-strava.gpx', { type: 'application/gpx+xml' }))
      input.files = files.files
      form.append(input)
      document.body.append(form)
      form.submit()
    }, gpxRide())
    await page.waitForURL((url) => url.search === '?compartilhado=1')
    await expect
      .poll(() => result(page).textContent(), { timeout: 20_000 })
      .toContain('Este arquivo não tem dados de potência')
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByText('do-strava.gpx').count()).toBe(1)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })

  it('offline, with the worker installed: the page opens and a file is analysed', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto('/')
    await waitForWorker(page)
    await context.setOffline(true)
    await analyseFitRide(page)
    expect(
      errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(e)),
    ).toEqual([])
    await context.close()
  })
})

describe('a ride file from outside the app (issue 31.2)', () => {
  /**
   * Another site's page fills its form with a file and submits it to the share target, as any
   * page on the web can. `bytes` long files are made in the page (zeros: only the size matters).
   */
  async function postFromOtherSite(page: Page, file: { text?: string; bytes?: number }) {
    await page.goto(`${otherOrigin}/`)
    await page.evaluate(({ text, bytes }) => {
      const input = document.querySelector<HTMLInputElement>('input[type=file]')!
      const files = new DataTransfer()
      const content = text !== undefined ? text : new Uint8Array(bytes ?? 0)
      files.items.add(new File([content], 'de-outro-site.gpx', { type: 'application/gpx+xml' }))
      input.files = files.files
      input.form!.submit()
    }, file)
  }

  /** How many files wait in the shared-ride cache. */
  const waiting = (page: Page) =>
    page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).length,
      SHARED_RIDE_CACHE,
    )

  it("another site's POST is analysed but nothing is kept until the rider taps 'Salvar no meu painel', once", async () => {
    const email = await createAccount('ride-share')
    const { page, context, errors } = await signIn(browser, email, DESKTOP)
    await waitForWorker(page)
    await postFromOtherSite(page, { text: gpxRide() })
    await page.waitForURL((url) => url.origin === baseURL() && url.search === '?compartilhado=1')
    await expect
      .poll(() => result(page).textContent(), { timeout: 20_000 })
      .toContain('Este arquivo não tem dados de potência')
    expect(await waiting(page)).toBe(0)
    // Analysed, shown, and not saved: not on the device, not on the server.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await savedOnDevice(page, 'ride_summary')).toBe(0)
    const owned = `user_id=eq.${await profileId(email)}`
    expect(await serverRows('user_ride_summaries', `select=id&${owned}`)).toEqual([])

    await button(page, 'Salvar no meu painel').click()
    await expect.poll(() => savedOnDevice(page, 'ride_summary')).toBe(1)
    await page.getByText('O resumo deste pedal está salvo no seu painel').waitFor()
    expect(await button(page, 'Salvar no meu painel').count()).toBe(0)
    await expect
      .poll(() => serverRows('user_ride_summaries', `select=file_format&${owned}`), {
        timeout: 20_000,
      })
      .toEqual([{ file_format: 'gpx' }])
    await expectAccessible(page)
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
    await context.close()
  })

  it('a file the installed app is opened with ("Abrir com") is also kept only on request', async () => {
    const email = await createAccount('ride-launch')
    const { page, context, errors } = await signIn(browser, email, DESKTOP)
    // Chromium's launch queue as an installed app with a file handler gets it.
    await context.addInitScript((text) => {
      const file = new File([text], 'aberto-com.gpx', { type: 'application/gpx+xml' })
      Object.defineProperty(window, 'launchQueue', {
        value: {
          setConsumer: (consumer: (params: unknown) => void) =>
            consumer({ files: [{ getFile: () => Promise.resolve(file) }] }),
        },
      })
    }, gpxRide())
    await page.goto(PATH)
    await expect
      .poll(() => result(page).textContent(), { timeout: 20_000 })
      .toContain('Este arquivo não tem dados de potência')
    expect(await page.getByText('aberto-com.gpx').count()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await savedOnDevice(page, 'ride_summary')).toBe(0)
    await button(page, 'Salvar no meu painel').click()
    await expect.poll(() => savedOnDevice(page, 'ride_summary')).toBe(1)
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
    await context.close()
  })

  it('the worker refuses a 51 MB body from another site and keeps nothing', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(PATH)
    await waitForWorker(page)
    await postFromOtherSite(page, { bytes: 51 * 1024 * 1024 })
    await page.waitForURL((url) => url.origin === baseURL() && url.pathname === PATH, {
      timeout: 30_000,
    })
    expect(new URL(page.url()).searchParams.get('compartilhado')).toBe('grande')
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toContain('Arquivo grande demais: o limite é de 50 MB.')
    expect(await waiting(page)).toBe(0)
    await context.close()
  })

  it('a shared file left unopened for over a day is dropped, not analysed', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(PATH)
    await waitForWorker(page)
    await page.evaluate(
      async ({ cacheName, key, nameHeader, storedAtHeader, text }) => {
        const cache = await caches.open(cacheName)
        const dayAndMore = Date.now() - 25 * 60 * 60 * 1000
        await cache.put(
          key,
          new Response(text, {
            headers: { [nameHeader]: 'antigo.gpx', [storedAtHeader]: String(dayAndMore) },
          }),
        )
      },
      {
        cacheName: SHARED_RIDE_CACHE,
        key: SHARED_RIDE_KEY,
        nameHeader: SHARED_RIDE_NAME_HEADER,
        storedAtHeader: SHARED_RIDE_STORED_AT_HEADER,
        text: gpxRide(),
      },
    )
    await page.goto(`${PATH}?compartilhado=1`)
    await waitForScreen(page)
    await expect.poll(() => waiting(page)).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await result(page).textContent()).toContain('Escolha o arquivo de um pedal')
    expect(await page.getByText('antigo.gpx').count()).toBe(0)
    await context.close()
  })

  it('signing out drops a shared file still waiting (it may hold a GPS track)', async () => {
    const email = await createAccount('ride-share-out')
    const { page, context } = await signIn(browser, email, DESKTOP)
    await waitForWorker(page)
    // Shared, but the screen never opened to take it: posted without following to the page.
    await page.evaluate(
      async ({ path, text }) => {
        const form = new FormData()
        form.append('arquivo', new File([text], 'esperando.gpx'))
        await fetch(path, { method: 'POST', body: form, redirect: 'manual' })
      },
      { path: PATH, text: gpxRide() },
    )
    expect(await waiting(page)).toBe(1)
    await page.getByRole('button', { name: /^Menu da conta/ }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click()
    await expectToast(page, 'Logout realizado com sucesso!')
    await expect.poll(() => waiting(page)).toBe(0)
    await context.close()
  })
})
