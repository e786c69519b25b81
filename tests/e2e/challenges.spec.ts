/**
 * Challenges (issue 42 items 2–3) in Chromium: the list and a challenge's page with their heads,
 * 'Participar' signed out through /entrar and back, joining, the bar moving with no signal the
 * moment a ride file is analysed, the leaderboard opt-in showing the rider's name, leaving,
 * joining and leaving with no signal (queued, sent on `online`, after a pause when the server was
 * out of reach, at the next start; a refusal shown), and the demo athlete's dashboard figures; axe on each screen and 390 px
 * with no sideways scroll.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { encodeFitRide } from '../fixtures/fit-ride'
import { createAccount, PASSWORD, serverRows } from './accounts'
import {
  button,
  DESKTOP,
  expectAccessible,
  field,
  launchBrowser,
  MOBILE,
  openPage,
  waitForScreen,
  waitForWorker,
} from './browser'
import { openDashboard, profileId, signIn } from './panels'

let browser: Browser
let dir: string

/** Today and the days around it on Brasília's calendar, `YYYY-MM-DD`. */
const brasiliaDay = (offsetDays = 0) =>
  new Date(Date.now() - 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

interface CreatedChallenge {
  id: string
  slug: string
  title: string
}

let counter = 0

/** A challenge written with the service role (as the seed writes them). */
async function createChallenge(overrides: Record<string, unknown> = {}): Promise<CreatedChallenge> {
  counter += 1
  const response = await fetch(`${inject('backendURL')}/rest/v1/challenges`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({
      title: `Vinte quilômetros ${Date.now().toString(36)}${counter}`,
      description: 'Some 20 km na semana.\nPedais no rolo não contam.',
      kind: 'distance',
      goal: 20,
      starts_on: brasiliaDay(-1),
      ends_on: brasiliaDay(10),
      ...overrides,
    }),
  })
  if (response.status !== 201) throw new Error(`challenge: ${response.status}`)
  const [row] = (await response.json()) as CreatedChallenge[]
  return row!
}

beforeAll(async () => {
  browser = await launchBrowser()
  dir = await mkdtemp(join(tmpdir(), 'desafios-'))
})

afterAll(async () => {
  await browser.close()
  await rm(dir, { recursive: true, force: true })
})

const overflowBy = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const progressbar = (page: Page, title: string) =>
  page.getByRole('progressbar', { name: `Progresso em ${title}` })

/** The ride summaries the results store holds on this device. */
const rideSummariesOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        const request = indexedDB.open('bora-pedalar-results')
        request.onerror = () => done(-1)
        request.onsuccess = () => {
          const all = request.result.transaction('results').objectStore('results').getAll()
          all.onsuccess = () => {
            done((all.result as { kind: string }[]).filter((r) => r.kind === 'ride_summary').length)
            request.result.close()
          }
        }
      }),
  )

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })

describe('the list', () => {
  it("shows the seed's open challenges, the finished one below, with its own head, at 390 px", async () => {
    const { context, page, errors } = await openPage(browser, MOBILE)
    const response = await page.goto('/desafios')
    // Prerendered: the heading is in the HTML before any script runs.
    expect(await response?.text()).toContain('>Desafios</h1>')
    await waitForScreen(page)
    await page.getByText(/^Atualizado em /).waitFor()
    expect(await page.locator('h1').textContent()).toBe('Desafios')
    expect(await page.title()).toBe('Desafios | Bora Pedalar')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Gran Fondo',
    )
    const open = section(page, 'Desafios abertos')
    await open.getByRole('link', { name: 'Desafio 500 km do mês' }).waitFor()
    const month = open.locator('li', {
      has: page.getByRole('link', { name: 'Desafio 500 km do mês' }),
    })
    const monthText = (await month.textContent()) ?? ''
    expect(monthText).toContain('Distância')
    expect(monthText).toContain('Objetivo:500 km')
    expect(monthText).toMatch(/De \d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}/)
    expect(monthText).toMatch(/dias restantes|Último dia/)
    expect(await open.getByText('5.000 m', { exact: true }).count()).toBe(1)
    const finished = section(page, 'Desafios encerrados')
    const fondo = finished.locator('li', {
      has: page.getByRole('link', { name: 'Gran Fondo da Primavera' }),
    })
    expect(await fondo.textContent()).toContain('um pedal de pelo menos 100 km')
    expect(await fondo.textContent()).toContain('Encerrado em')
    // Signed out: no bars.
    expect(await page.getByRole('progressbar').count()).toBe(0)
    expect(await overflowBy(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("a challenge's page", () => {
  it('signed out: the rules, its head, and Participar through /entrar and back; then join, the bar moves offline as a ride is analysed, the leaderboard shows the name, and leave', async () => {
    const challenge = await createChallenge()
    const name = `Ciclista Visível ${Date.now().toString(36)}`
    const email = await createAccount('desafio', name)
    const { context, page, errors } = await openPage(browser, MOBILE)
    const response = await page.goto(`/desafios/${challenge.slug}`)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: challenge.title }).waitFor()
    await waitForScreen(page)
    await expect.poll(() => page.title()).toBe(`${challenge.title} | Bora Pedalar`)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Distância: 20 km.',
    )
    const rules = section(page, 'Regras')
    const rulesText = (await rules.textContent()) ?? ''
    expect(rulesText).toContain('20 km')
    expect(rulesText).toContain('Não contam (testes e treinos no rolo)')
    expect(rulesText).toContain('Some 20 km na semana.')
    expect(rulesText).toMatch(/\d+ dias restantes/)
    expect(await overflowBy(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Participar', exact: true }).click()
    await page.getByRole('heading', { name: 'Bem-vindo de Volta' }).waitFor()
    expect(new URL(page.url()).searchParams.get('voltar')).toBe(`/desafios/${challenge.slug}`)
    await waitForScreen(page)
    await field(page, 'Email').fill(email)
    await field(page, 'Senha').fill(PASSWORD)
    await button(page, 'Entrar').click()
    await page.waitForURL(new RegExp(`/desafios/${challenge.slug}$`), { timeout: 15_000 })
    await waitForWorker(page)

    await button(page, 'Participar').click()
    await progressbar(page, challenge.title).waitFor()
    expect(await section(page, 'Seu progresso').textContent()).toContain('0 de 20 km')
    const userId = await profileId(email)
    const [joined] = await serverRows(
      'challenge_participants',
      `challenge_id=eq.${challenge.id}&user_id=eq.${userId}&select=joined_at,on_leaderboard`,
    )
    expect(joined?.on_leaderboard).toBe(false)

    // A 20-minute ride at 8 m/s (9.6 km) that started after the rider joined: at the first whole
    // second after (a FIT file keeps whole seconds), and already begun when it is analysed (a
    // ride that starts in the future never counts; on a quick machine joined + 2 s was still ahead).
    const start = new Date(Math.ceil((Date.parse(String(joined?.joined_at)) + 1) / 1000) * 1000)
    await expect.poll(() => Date.now(), { timeout: 5_000 }).toBeGreaterThan(start.getTime())
    const ride = join(dir, 'pedal-do-desafio.fit')
    await writeFile(
      ride,
      encodeFitRide(start, 1200, (s) => ({ power: 200, heartRate: 140, distance: s * 8 })),
    )
    await page.goto('/calculadoras/analise-de-pedal')
    await waitForScreen(page)

    // With no signal: the file is analysed, its summary kept on the device, and the challenge's
    // page (its copy, its code kept from the online visit) shows the bar moved.
    await context.setOffline(true)
    await page.locator('#arquivo-pedal').setInputFiles(ride)
    await expect
      .poll(() => page.getByText('O resumo deste pedal fica salvo no seu painel').count(), {
        timeout: 20_000,
      })
      .toBe(1)
    await expect.poll(() => rideSummariesOnDevice(page), { timeout: 15_000 }).toBe(1)
    await page.goto(`/desafios/${challenge.slug}`)
    await page
      .getByRole('heading', { level: 1, name: challenge.title })
      .waitFor({ timeout: 15_000 })
    await expect
      .poll(() => progressbar(page, challenge.title).getAttribute('aria-valuetext'), {
        timeout: 15_000,
      })
      .toBe('9,6 de 20 km')
    expect(await progressbar(page, challenge.title).getAttribute('aria-valuenow')).toBe('48')
    expect(await page.getByText(/sem conexão: mostrando a cópia guardada/).count()).toBe(1)
    await context.setOffline(false)

    // Online again: the leaderboard switch, off by default, puts the name on the board.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: challenge.title }).waitFor()
    const board = section(page, 'Classificação')
    await board.getByText('Ninguém escolheu aparecer na classificação ainda.').waitFor()
    const toggle = page.getByRole('switch', { name: 'Aparecer na classificação (nome e total)' })
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await toggle.click()
    await board.getByText(name, { exact: true }).waitFor({ timeout: 15_000 })
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    // Names and totals only: the place, the name, the total in the goal's unit.
    await expect
      .poll(() => board.locator('li').first().textContent(), { timeout: 20_000 })
      .toMatch(/^1º.*(0|9,6) km$/)
    await expectAccessible(page)

    await button(page, 'Sair do desafio').click()
    await button(page, 'Participar').waitFor()
    await board.getByText('Ninguém escolheu aparecer na classificação ainda.').waitFor()
    expect(
      await serverRows(
        'challenge_participants',
        `challenge_id=eq.${challenge.id}&user_id=eq.${userId}`,
      ),
    ).toEqual([])
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([])
    await context.close()
  })

  it("an address with no challenge says 'Desafio não encontrado'", async () => {
    const { context, page, errors } = await openPage(browser, MOBILE)
    await page.goto('/desafios/nenhum-desafio-assim')
    await page.getByRole('heading', { level: 1, name: 'Desafio não encontrado' }).waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Sets a challenge's columns with the service role (as an organizer's edit would). */
async function updateChallenge(id: string, patch: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${inject('backendURL')}/rest/v1/challenges?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(patch),
  })
  if (response.status !== 204) throw new Error(`update challenge: ${response.status}`)
}

/** A signed-in rider on a challenge's page, its copy and code kept on the device. */
async function riderOnChallenge(tag: string, challenge: CreatedChallenge) {
  const email = await createAccount(tag)
  const tracked = await signIn(browser, email, MOBILE)
  await waitForWorker(tracked.page)
  await tracked.page.goto(`/desafios/${challenge.slug}`)
  await tracked.page.getByRole('heading', { level: 1, name: challenge.title }).waitFor()
  await button(tracked.page, 'Participar').waitFor()
  return { ...tracked, userId: await profileId(email) }
}

const participantRows = (challengeId: string, userId: string) =>
  serverRows(
    'challenge_participants',
    `challenge_id=eq.${challengeId}&user_id=eq.${userId}&select=joined_at`,
  )

const offlineErrors = (errors: string[]) =>
  errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(e))

describe('joining and leaving with no signal', () => {
  it("'Participar' offline waits ('Participação aguardando conexão') with the bar at once, and is sent when the signal returns; so is 'Sair do desafio'", async () => {
    const challenge = await createChallenge()
    const { context, page, errors, userId } = await riderOnChallenge('desafio-fila', challenge)
    const progress = section(page, 'Seu progresso')

    await context.setOffline(true)
    const tapped = Date.now()
    await button(page, 'Participar').click()
    await progress.getByText('Participação aguardando conexão', { exact: true }).waitFor()
    // Computed on the device at once: the bar, from the moment of the tap.
    await progressbar(page, challenge.title).waitFor()
    expect(await progress.textContent()).toContain('0 de 20 km')
    expect(await participantRows(challenge.id, userId)).toEqual([])
    const backOnline = Date.now()
    await context.setOffline(false)

    // Sent on `online`: the server's row, joined at the tap, and the page in the joined state.
    const toggle = page.getByRole('switch', { name: 'Aparecer na classificação (nome e total)' })
    await toggle.waitFor({ timeout: 15_000 })
    expect(await progress.getByText('Participação aguardando conexão').count()).toBe(0)
    const [row] = await participantRows(challenge.id, userId)
    const joinedAt = Date.parse(String(row?.joined_at))
    expect(joinedAt).toBeGreaterThanOrEqual(tapped - 1000)
    expect(joinedAt).toBeLessThan(backOnline)
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Você entrou no desafio: ${challenge.title}` })
      .first()
      .waitFor()
    await expectAccessible(page)

    // Leaving with no signal: the page shows it done, the server hears it when the signal returns.
    await context.setOffline(true)
    await button(page, 'Sair do desafio').click()
    await progress.getByText('Saída aguardando conexão', { exact: true }).waitFor()
    await button(page, 'Participar').waitFor()
    expect(await participantRows(challenge.id, userId)).toHaveLength(1)
    await context.setOffline(false)
    await expect.poll(() => participantRows(challenge.id, userId), { timeout: 15_000 }).toEqual([])
    await expect
      .poll(() => progress.getByText('Saída aguardando conexão').count(), { timeout: 15_000 })
      .toBe(0)
    await button(page, 'Participar').waitFor()
    expect(offlineErrors(errors)).toEqual([])
    await context.close()
  })

  it('a join the server could not take, with the device online, waits and is sent once the server answers again', async () => {
    const challenge = await createChallenge()
    const { context, page, errors, userId } = await riderOnChallenge('desafio-alcance', challenge)
    const progress = section(page, 'Seu progresso')
    // Online, but the server out of reach for this call: the join waits as with no signal.
    let refused = 0
    await context.route('**/rest/v1/rpc/join_challenge', (route) => {
      refused += 1
      return route.abort('failed')
    })
    await button(page, 'Participar').click()
    await progress.getByText('Participação aguardando conexão', { exact: true }).waitFor()
    // No `online` event will come: the delivery tries again by itself after a pause.
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    expect(await participantRows(challenge.id, userId)).toEqual([])
    await context.unroute('**/rest/v1/rpc/join_challenge')
    await page
      .getByRole('switch', { name: 'Aparecer na classificação (nome e total)' })
      .waitFor({ timeout: 20_000 })
    expect(await participantRows(challenge.id, userId)).toHaveLength(1)
    expect(offlineErrors(errors)).toEqual([])
    await context.close()
  })

  it("sends a waiting join at the next start, and shows the server's refusal of a challenge that ended meanwhile", async () => {
    const challenge = await createChallenge()
    const { context, page, errors, userId } = await riderOnChallenge('desafio-recusa', challenge)
    await context.setOffline(true)
    await button(page, 'Participar').click()
    await section(page, 'Seu progresso')
      .getByText('Participação aguardando conexão', { exact: true })
      .waitFor()
    await page.close()

    // Meanwhile the challenge ends.
    await updateChallenge(challenge.id, { starts_on: brasiliaDay(-5), ends_on: brasiliaDay(-1) })

    // The app starts again with a signal, on another page: the join is sent, the refusal told.
    await context.setOffline(false)
    const next = await context.newPage()
    next.on('pageerror', (error) => errors.push(error.message))
    await next.goto('/calculadoras')
    await next
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Participação não aceita: ${challenge.title}` })
      .first()
      .waitFor({ timeout: 15_000 })
    await next.goto(`/desafios/${challenge.slug}`)
    const progress = section(next, 'Seu progresso')
    await progress.getByText('Participação não aceita: Este desafio já terminou.').waitFor()
    await expectAccessible(next)
    await button(next, 'Entendi').click()
    await expect
      .poll(() => progress.getByText('Participação não aceita').count(), { timeout: 15_000 })
      .toBe(0)
    await progress.getByText('Este desafio já terminou.', { exact: true }).waitFor()
    expect(await participantRows(challenge.id, userId)).toEqual([])
    expect(offlineErrors(errors)).toEqual([])
    await context.close()
  })
})

describe("the demo athlete's dashboard", () => {
  it("counts the open challenge joined, shows the bars and the finished one 'Concluído'", async () => {
    const { context, page, errors } = await signIn(browser, 'atleta@borapedalar.test', DESKTOP)
    await openDashboard(page)
    const active = page.getByRole('group', { name: 'Desafios ativos' })
    await expect.poll(() => active.textContent(), { timeout: 15_000 }).toBe('Desafios ativos1')
    const mine = section(page, 'Meus Desafios')
    await progressbar(page, 'Desafio 500 km do mês').waitFor({ timeout: 15_000 })
    // The seed's rides come down from the server into the device; the Gran Fondo's 104 km ride
    // reached it.
    await expect
      .poll(() => mine.locator('li', { hasText: 'Gran Fondo da Primavera' }).textContent(), {
        timeout: 20_000,
      })
      .toMatch(/Concluído em \d\d\/\d\d\/\d{4}/)
    expect(
      await mine.locator('li', { hasText: 'Gran Fondo da Primavera' }).textContent(),
    ).toContain('104 de 100 km')
    expect(await page.getByText('dados de exemplo').count()).toBe(0)
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'Desafios' }).click()
    const tab = page.getByRole('tabpanel')
    await tab.getByRole('heading', { name: 'Desafios abertos' }).waitFor()
    expect(await section(page, 'Meus Desafios').locator('li').count()).toBe(2)
    expect(
      await section(page, 'Desafios abertos')
        .getByRole('link', { name: 'Escalada de 5.000 m' })
        .count(),
    ).toBe(1)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})
