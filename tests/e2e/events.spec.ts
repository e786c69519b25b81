/**
 * The events calendar for visitors and riders (issue 41 items 2–4): the calendar with its filters
 * in the address, an event's page and its head, registering and cancelling, the way through
 * /entrar and back, the .ics download read back, and what works with no signal: the calendar and
 * an opened event, 'Adicionar à agenda', and a registration queued then delivered.
 */
import { readFile } from 'node:fs/promises'
import ICAL from 'ical.js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { createAccount, serverRows } from './accounts'
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
import { expectToast, profileId, signIn } from './panels'

let browser: Browser
let organizerId: string

interface CreatedEvent {
  id: string
  slug: string
  title: string
}

const DAY = 24 * 60 * 60 * 1000
let counter = 0

/** An event of the demo organizer, written with the service role (as the seed writes them). */
async function createEvent(overrides: Record<string, unknown> = {}): Promise<CreatedEvent> {
  counter += 1
  // Whole minutes, as an organizer writes them (the .ics keeps seconds, not milliseconds).
  const start = Math.floor(Date.now() / 60_000) * 60_000 + (8 + counter) * DAY
  const response = await fetch(`${inject('backendURL')}/rest/v1/events`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({
      organizer_id: organizerId,
      title: `Travessia da Mantiqueira ${Date.now().toString(36)}${counter}`,
      description: 'Subida longa com <b>dois</b> pontos de apoio.\nSaída pontual.',
      modality: 'mtb',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 6 * 60 * 60 * 1000).toISOString(),
      time_zone: 'America/Sao_Paulo',
      city: 'São Bento do Sapucaí',
      state: 'MG',
      meeting_point: 'Praça da Matriz',
      latitude: -22.6886,
      longitude: -45.7311,
      distance_km: 48.5,
      elevation_m: 1350,
      price_cents: 4500,
      capacity: 20,
      status: 'published',
      ...overrides,
    }),
  })
  if (response.status !== 201) throw new Error(`event: ${response.status} ${await response.text()}`)
  const [row] = (await response.json()) as CreatedEvent[]
  return row!
}

beforeAll(async () => {
  browser = await launchBrowser()
  organizerId = await profileId('organizador@borapedalar.test')
})

afterAll(async () => {
  await browser.close()
})

/** How far the page reaches past the viewport's right edge. */
const overflowBy = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const card = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true })

async function openCalendar(page: Page, path = '/eventos') {
  await page.goto(path)
  await waitForScreen(page)
  await page.getByText(/^Atualizado em /).waitFor()
}

describe('the calendar', () => {
  it("shows the seed's events by month, the past ones apart, at 390 px with no sideways scroll", async () => {
    const { context, page, errors } = await openPage(browser, MOBILE)
    await openCalendar(page)
    expect(await page.locator('h1').textContent()).toBe('Calendário de Eventos')
    expect(await page.title()).toBe('Calendário de Eventos | Bora Pedalar')
    const upcoming = page.locator('section', {
      has: page.getByRole('heading', { name: 'Próximos eventos' }),
    })
    await card(page, 'Pedal Noturno do Ibirapuera').waitFor()
    expect(await upcoming.getByText('Gravel das Araucárias').count()).toBe(1)
    const past = page.locator('section', {
      has: page.getByRole('heading', { name: 'Eventos anteriores' }),
    })
    expect(await past.getByText('Desafio Serra do Japi').count()).toBe(1)
    // The free one and the full one say so; prices in pt-BR.
    const ibirapuera = page.locator('li', { has: card(page, 'Pedal Noturno do Ibirapuera') })
    expect(await ibirapuera.textContent()).toContain('Gratuito')
    const gravel = page.locator('li', { has: card(page, 'Gravel das Araucárias') })
    expect(await gravel.textContent()).toMatch(/R\$\s120,00/)
    expect(await gravel.textContent()).toContain('Evento lotado')
    expect(await gravel.textContent()).toContain('75 km · 1.100 m de subida')
    expect(await overflowBy(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps its filters in the address, and an address brings them back', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    await openCalendar(page)
    await field(page, 'Modalidade').selectOption('gravel')
    await expect.poll(() => new URL(page.url()).searchParams.get('modalidade')).toBe('gravel')
    await expect.poll(() => card(page, 'Pedal Noturno do Ibirapuera').count()).toBe(0)
    expect(await card(page, 'Gravel das Araucárias').count()).toBe(1)

    // A shared link opens filtered.
    await openCalendar(page, '/eventos?estado=SP&modalidade=urbano')
    expect(await field(page, 'Estado').inputValue()).toBe('SP')
    expect(await field(page, 'Modalidade').inputValue()).toBe('urbano')
    await card(page, 'Pedal Noturno do Ibirapuera').waitFor()
    expect(await card(page, 'Gravel das Araucárias').count()).toBe(0)

    // The search ignores accents and case, and the address keeps it.
    await button(page, 'Limpar filtros').click()
    await field(page, 'Buscar').fill('ARAUCARIAS')
    await expect.poll(() => card(page, 'Pedal Noturno do Ibirapuera').count()).toBe(0)
    expect(await card(page, 'Gravel das Araucárias').count()).toBe(1)
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ARAUCARIAS')

    await field(page, 'Buscar').fill('nenhum pedal tem este nome')
    await page.getByText('Nenhum evento encontrado com esses filtros.').waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("an event's page", () => {
  it('shows every detail, the description as text, the map links and its own head', async () => {
    const event = await createEvent()
    const { context, page, errors } = await openPage(browser, MOBILE)
    const response = await page.goto(`/eventos/${event.slug}`)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await waitForScreen(page)
    const article = page.locator('article')
    const text = (await article.textContent()) ?? ''
    for (const expected of [
      'Praça da Matriz',
      'São Bento do Sapucaí - MG',
      'MTB · 48,5 km · 1.350 m de subida',
      '20 vagas restantes',
      'Organizador',
    ])
      expect(text).toContain(expected)
    expect(text).toMatch(/R\$\s45,00/)
    // Written as text: the tags show, nothing is bold.
    expect(text).toContain('Subida longa com <b>dois</b> pontos de apoio.')
    expect(await article.locator('b').count()).toBe(0)
    expect(
      await page.getByRole('link', { name: 'Abrir no app de mapas' }).getAttribute('href'),
    ).toBe('geo:-22.6886,-45.7311')
    expect(
      await page.getByRole('link', { name: 'Ver no OpenStreetMap' }).getAttribute('href'),
    ).toContain('openstreetmap.org/?mlat=-22.6886&mlon=-45.7311')

    await expect.poll(() => page.title()).toBe(`${event.title} | Bora Pedalar`)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description).toContain('São Bento do Sapucaí - MG')
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>
    expect(jsonLd).toMatchObject({
      '@type': 'SportsEvent',
      name: event.title,
      offers: { price: '45.00', priceCurrency: 'BRL' },
      location: { address: { addressLocality: 'São Bento do Sapucaí', addressRegion: 'MG' } },
    })
    expect(String(jsonLd.startDate)).toMatch(/-03:00$/)

    expect(await overflowBy(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it("names an address with no event 'Evento não encontrado'", async () => {
    const { context, page, errors } = await openPage(browser, MOBILE)
    await page.goto('/eventos/um-evento-que-nao-existe')
    await page.getByRole('heading', { level: 1, name: 'Evento não encontrado' }).waitFor()
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    )
    expect(errors).toEqual([])
    await context.close()
  })

  it("'Adicionar à agenda' downloads an .ics that a calendar reads", async () => {
    const event = await createEvent({ time_zone: 'America/Manaus', state: 'AM', city: 'Manaus' })
    const { context, page, errors } = await openPage(browser, DESKTOP)
    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await waitForScreen(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Adicionar à agenda').click(),
    ])
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`)
    const ics = await readFile(await download.path(), 'utf8')
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[])
    calendar
      .getAllSubcomponents('vtimezone')
      .forEach((zone) => ICAL.TimezoneService.register(new ICAL.Timezone(zone)))
    const vevent = calendar.getFirstSubcomponent('vevent')!
    const parsed = new ICAL.Event(vevent)
    expect(parsed.summary).toBe(event.title)
    expect(parsed.uid).toBe(`${event.id}@borapedalar.com.br`)
    expect(parsed.location).toBe('Praça da Matriz, Manaus - AM')
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Manaus')
    const [row] = await serverRows('events', `id=eq.${event.id}&select=starts_at`)
    expect(parsed.startDate.toJSDate().getTime()).toBe(Date.parse(String(row?.starts_at)))
    expect(vevent.getFirstPropertyValue('url')).toBe(
      `https://borapedalar.com.br/eventos/${event.slug}`,
    )
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('registering', () => {
  it("signed out, 'Inscrever-se' goes to /entrar and back to the event", async () => {
    const event = await createEvent()
    const email = await createAccount('evento-volta')
    const { context, page, errors } = await openPage(browser, MOBILE)
    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await waitForScreen(page)
    await page.getByRole('link', { name: 'Inscrever-se', exact: true }).click()
    await page.getByRole('heading', { name: 'Bem-vindo de Volta' }).waitFor()
    expect(new URL(page.url()).searchParams.get('voltar')).toBe(`/eventos/${event.slug}`)
    await waitForScreen(page)
    await field(page, 'Email').fill(email)
    await field(page, 'Senha').fill('pedalar123')
    await button(page, 'Entrar').click()
    // The welcome says where the rider goes: back to the event, not to the panel.
    await expectToast(page, 'Bem-vindo! Voltando para o evento...')
    await page.getByText('Abrindo o evento...').waitFor()
    await page.waitForURL(new RegExp(`/eventos/${event.slug}$`), { timeout: 15_000 })
    await button(page, 'Inscrever-se').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a rider registers, sharing their e-mail, and cancels', async () => {
    const event = await createEvent()
    const email = await createAccount('evento-inscricao')
    const { context, page, errors } = await signIn(browser, email, DESKTOP)
    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await field(page, 'Compartilhar meu e-mail com o organizador').check()
    await button(page, 'Inscrever-se').click()
    await page.getByText('Pendente', { exact: true }).waitFor()
    const userId = await profileId(email)
    const [registration] = await serverRows(
      'event_registrations',
      `event_id=eq.${event.id}&user_id=eq.${userId}&select=status,share_email`,
    )
    expect(registration).toEqual({ status: 'pending', share_email: true })
    await expect.poll(() => page.getByText('19 vagas restantes').count()).toBe(1)

    await button(page, 'Cancelar inscrição').click()
    await page.getByText('Cancelado', { exact: true }).waitFor()
    const [cancelled] = await serverRows(
      'event_registrations',
      `event_id=eq.${event.id}&user_id=eq.${userId}&select=status`,
    )
    expect(cancelled).toEqual({ status: 'cancelled' })
    await button(page, 'Inscrever-se').waitFor()
    await expectAccessible(page)

    // The registration kept for offline leaves the device at sign-out, as synced results do.
    const registrationCopies = () =>
      page.evaluate(async (prefix) => {
        const cache = await caches.open('bp-events-v1')
        return (await cache.keys()).filter((request) =>
          new URL(request.url).pathname.startsWith(prefix),
        ).length
      }, `/__eventos__/inscricao/${userId}/`)
    await expect.poll(registrationCopies).toBe(1)
    await page.getByRole('button', { name: /Menu da conta/ }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click()
    await expectToast(page, 'Logout realizado com sucesso!')
    expect(await registrationCopies()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('with no signal', () => {
  it("opens the calendar and an event seen before, with 'Atualizado em', and 'Adicionar à agenda' works", async () => {
    const event = await createEvent()
    const { context, page, errors } = await openPage(browser, MOBILE)
    await openCalendar(page)
    await waitForWorker(page)
    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await waitForScreen(page)

    await context.setOffline(true)
    await openCalendar(page)
    await card(page, 'Pedal Noturno do Ibirapuera').waitFor()
    expect(await page.getByText(/sem conexão: mostrando a cópia guardada/).count()).toBe(1)

    // An event listed in the calendar's copy, never opened, opens from that copy.
    await card(page, 'Gravel das Araucárias').click()
    await page.getByRole('heading', { level: 1, name: 'Gravel das Araucárias' }).waitFor()
    expect(await page.locator('article').textContent()).toContain('Campos do Jordão - SP')

    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await page.getByText(/^Atualizado em /).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Adicionar à agenda').click(),
    ])
    expect(await readFile(await download.path(), 'utf8')).toContain(`SUMMARY:${event.title}`)
    await context.setOffline(false)
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([])
    await context.close()
  })

  it("queues a registration ('Inscrição aguardando conexão') and delivers it when the signal returns", async () => {
    const event = await createEvent()
    const email = await createAccount('evento-fila')
    const { context, page, errors } = await signIn(browser, email, MOBILE)
    await waitForWorker(page)
    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await button(page, 'Inscrever-se').waitFor()

    await context.setOffline(true)
    await button(page, 'Inscrever-se').click()
    await page.getByText('Inscrição aguardando conexão', { exact: true }).first().waitFor()
    const userId = await profileId(email)
    expect(
      await serverRows('event_registrations', `event_id=eq.${event.id}&user_id=eq.${userId}`),
    ).toEqual([])

    await context.setOffline(false)
    await page.getByText('Pendente', { exact: true }).waitFor({ timeout: 15_000 })
    const [registration] = await serverRows(
      'event_registrations',
      `event_id=eq.${event.id}&user_id=eq.${userId}&select=status`,
    )
    expect(registration).toEqual({ status: 'pending' })
    // The page hears 'online' a moment before its worker's network is back: the sender's code
    // fetched then fails through the worker (ERR_FAILED), and the next try delivers.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(e))).toEqual([])
    await context.close()
  })

  it('queues a registration the server could not take, and sends it again by itself', async () => {
    const event = await createEvent()
    const email = await createAccount('evento-fora')
    const { context, page, errors } = await signIn(browser, email, MOBILE)
    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    // The device calls itself online, but the first two sends never reach the server (a dead
    // signal, or the \`online\` event before the network can carry a request): no event will come.
    let failed = 0
    await context.route(/\/rest\/v1\/rpc\/register_for_event/, async (route) => {
      if (failed < 2) {
        failed += 1
        await route.abort('internetdisconnected')
      } else await route.continue()
    })
    await button(page, 'Inscrever-se').click()
    await page.getByText('Inscrição aguardando conexão', { exact: true }).first().waitFor()
    await page.getByText('Pendente', { exact: true }).waitFor({ timeout: 30_000 })
    expect(failed).toBe(2)
    const userId = await profileId(email)
    const rows = await serverRows(
      'event_registrations',
      `event_id=eq.${event.id}&user_id=eq.${userId}&select=status`,
    )
    expect(rows).toEqual([{ status: 'pending' }])
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([])
    await context.close()
  })

  it("sends a queued registration at the next start, and shows the server's 'Evento lotado'", async () => {
    const event = await createEvent({ capacity: 1 })
    const email = await createAccount('evento-lotado')
    const { context, page, errors } = await signIn(browser, email, MOBILE)
    await waitForWorker(page)
    await page.goto(`/eventos/${event.slug}`)
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
    await button(page, 'Inscrever-se').waitFor()
    await context.setOffline(true)
    await button(page, 'Inscrever-se').click()
    await page.getByText('Inscrição aguardando conexão', { exact: true }).first().waitFor()
    await page.close()

    // Meanwhile someone else takes the last place.
    const other = await profileId(await createAccount('evento-lotado-outro'))
    const taken = await fetch(`${inject('backendURL')}/rest/v1/event_registrations`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ event_id: event.id, user_id: other, status: 'confirmed' }),
    })
    expect(taken.status).toBe(201)

    // The app starts again with a signal: the queue is sent, the refusal is told, not dropped.
    await context.setOffline(false)
    const next = await context.newPage()
    next.on('pageerror', (error) => errors.push(error.message))
    await next.goto('/calculadoras')
    await expect
      .poll(() =>
        next.locator('[data-sonner-toast]').filter({ hasText: 'Inscrição não aceita' }).count(),
      )
      .toBeGreaterThan(0)
    await next.goto(`/eventos/${event.slug}`)
    await next.getByText('Inscrição não aceita: Evento lotado').waitFor()
    await button(next, 'Entendi').click()
    await next.getByText('Evento lotado', { exact: true }).first().waitFor()
    const userId = await profileId(email)
    expect(
      await serverRows('event_registrations', `event_id=eq.${event.id}&user_id=eq.${userId}`),
    ).toEqual([])
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([])
    await context.close()
  })
})
