/**
 * The events on the dashboards end to end (issue 41 items 5, 6): an organizer creates and
 * publishes an event through the form, a rider registers (supabase-js, as the event page will),
 * the organizer confirms, and both dashboards show it, live from the server; the CSV read back;
 * cancelling tells the rider; the admin takes an event off the calendar with a reason.
 *
 * Other spec files share the backend: every account that changes here is this file's own.
 */
import { readFile } from 'node:fs/promises'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { toWallClockFields } from '../../src/features/events/event-time'
import { PASSWORD, createAccount, serverRows } from './accounts'
import { DESKTOP, MOBILE, button, expectAccessible, field, launchBrowser } from './browser'
import {
  downloadedJson,
  expectToast,
  openDashboard,
  openProfileTab,
  signIn as signInAs,
} from './panels'

const SHOTS = process.env.DASHBOARD_SHOTS_DIR
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

function client(key = LOCAL_ANON_KEY): SupabaseClient {
  // Untyped schema, as the app's own client: the tables are described by the migrations.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return createClient<any, 'public', 'public'>(inject('backendURL'), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

async function signedInClient(email: string): Promise<SupabaseClient> {
  const supabase = client()
  const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw new Error(`sign-in of ${email}: ${error.message}`)
  return supabase
}

/** A fresh organizer, made the only way there is: asked for, and granted by the seed admin. */
async function newOrganizer(name: string): Promise<{ email: string; supabase: SupabaseClient }> {
  const email = await createAccount('org', name)
  const supabase = await signedInClient(email)
  const asked = await supabase.rpc('request_organizer_upgrade')
  if (asked.error) throw new Error(asked.error.message)
  const admin = await signedInClient('admin@borapedalar.test')
  const granted = await admin.rpc('review_organizer_request', {
    request_id: (asked.data as { id: string }).id,
    approve: true,
  })
  if (granted.error) throw new Error(granted.error.message)
  return { email, supabase }
}

const DAY = 86_400_000

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
}

/** A published event of the organizer's, `days` from now, lasting two hours. */
async function publishEvent(
  supabase: SupabaseClient,
  days: number,
  columns: Record<string, string>,
): Promise<{ id: string; starts_at: string }> {
  const { data, error } = await supabase
    .from('events')
    .insert({
      ...columns,
      starts_at: new Date(Date.now() + days * DAY).toISOString(),
      ends_at: new Date(Date.now() + days * DAY + 2 * 3_600_000).toISOString(),
      status: 'published',
    })
    .select('id, starts_at')
    .single()
  if (error) throw new Error(`publish event: ${error.message}`)
  return data
}

const stat = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true })

describe("events on the organizer's and the rider's dashboards", () => {
  it('an event made in the form, a registration confirmed, both dashboards live, the CSV read back, a cancellation told', async () => {
    const title = `Pedal da Mantiqueira ${Date.now().toString(36)}`
    const organizer = await newOrganizer('Organizadora Teste')
    const riderEmail = await createAccount('rider', 'Ciclista "Teste"; =SOMA')
    const rider = await signedInClient(riderEmail)

    const { page, context, errors } = await signInAs(browser, organizer.email, MOBILE)
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Meus Eventos' }).click()
    await page.getByText('Nenhum evento criado ainda.').waitFor()
    await button(page, 'Criar Novo Evento').click()
    const dialog = page.getByRole('dialog', { name: 'Criar Novo Evento' })
    await dialog.waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/events-form-top-390.png` })

    // Bad input is refused with its message, and what was typed stays.
    await field(page, 'Título').fill('ab')
    await button(page, 'Publicar').click()
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Por favor, insira um título entre 3 e 120 caracteres.' })
      .waitFor()
    expect(await field(page, 'Título').inputValue()).toBe('ab')
    expect(await field(page, 'Título').getAttribute('aria-invalid')).toBe('true')
    expect(await field(page, 'Título').getAttribute('maxlength')).toBe('120')

    const start = new Date(Date.now() + 12 * DAY).toISOString()
    const [day] = toWallClockFields(start, 'America/Manaus')
    await field(page, 'Título').fill(title)
    await field(page, 'Descrição').fill('<script>alert(1)</script> Travessia com apoio.')
    await field(page, 'Modalidade').selectOption('gravel')
    await field(page, 'Fuso horário').selectOption('America/Manaus')
    await field(page, 'Data de início').fill(day)
    await field(page, 'Hora de início').fill('07:00')
    await field(page, 'Data de término').fill(day)
    await field(page, 'Hora de término').fill('13:30')
    await field(page, 'Cidade').fill('Manaus')
    await field(page, 'Estado (UF)').selectOption('AM')
    await field(page, 'Ponto de encontro').fill('Praça da Saudade')
    await field(page, 'Distância (km, opcional)').fill('48,5')
    await field(page, 'Valor da inscrição (R$)').fill('45,50')
    await field(page, 'Vagas').fill('30')
    await field(page, 'Link de inscrição externo (opcional)').fill('http://exemplo.com.br/x')
    await button(page, 'Publicar').click()
    await dialog.getByRole('alert').filter({ hasText: 'comece com https://' }).waitFor()
    expect(await field(page, 'Cidade').inputValue()).toBe('Manaus')
    await field(page, 'Link de inscrição externo (opcional)').fill('https://exemplo.com.br/x')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/events-form-390.png` })
    await button(page, 'Publicar').click()
    await expectToast(page, 'Evento publicado')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: title }).waitFor()

    const [row] = await serverRows('events', `title=eq.${encodeURIComponent(title)}&select=*`)
    expect(row).toMatchObject({
      status: 'published',
      modality: 'gravel',
      time_zone: 'America/Manaus',
      state: 'AM',
      price_cents: 4550,
      capacity: 30,
      distance_km: 48.5,
      registration_url: 'https://exemplo.com.br/x',
      description: '<script>alert(1)</script> Travessia com apoio.',
    })
    // 07:00 in Manaus (−04:00) is 11:00 UTC.
    expect(new Date(String(row?.starts_at)).toISOString()).toBe(`${day}T11:00:00.000Z`)
    const eventId = String(row?.id)
    const slug = String(row?.slug)

    // The rider registers as the event page will, sharing the e-mail.
    const registered = await rider.rpc('register_for_event', {
      event_id: eventId,
      share_email: true,
    })
    expect(registered.error).toBeNull()

    await page.getByRole('tab', { name: 'Inscrições' }).click()
    const list = page.getByRole('list', { name: `Inscrições em ${title}` })
    await list.waitFor()
    expect(await list.textContent()).toContain(riderEmail)
    expect(await list.textContent()).toContain('Pendente')
    await button(page, 'Confirmar Ciclista "Teste"; =SOMA').click()
    await expectToast(page, 'Inscrição confirmada')
    await list.getByText('Confirmado', { exact: true }).waitFor()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await shot(page, 'events-registrations-390')

    const download = page.waitForEvent('download')
    await button(page, 'Exportar CSV').click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`inscricoes-${slug}.csv`)
    const csv = await readFile((await file.path()) ?? '', 'utf8')
    const lines = csv.split('\r\n')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(lines[0]).toBe('\uFEFFNome;E-mail;Status;Inscrito em;Avaliação')
    // A name with a quote and the separator is quoted; its '=' is not first, so it stays.
    expect(lines[1]).toMatch(
      new RegExp(
        `^"Ciclista ""Teste""; =SOMA";${riderEmail.replace(/[.+]/g, '\\$&')};Confirmado;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};$`,
      ),
    )
    expect(lines[2]).toBe('')

    await page.getByRole('tab', { name: 'Visão Geral' }).click()
    await expect
      .poll(() => stat(page, 'Eventos').textContent())
      .toBe('Eventos1publicado · 1 no total')
    await expect.poll(() => stat(page, 'Total de inscrições').textContent()).toContain('1')
    await expect
      .poll(() => stat(page, 'Receita total').textContent())
      .toContain('R$\u00a045,50Informativo')
    await expect
      .poll(() => stat(page, 'Avaliação média').textContent())
      .toContain('Nenhuma avaliação ainda')
    await page.getByRole('link', { name: title }).first().waitFor()
    expect(await page.getByRole('link', { name: title }).first().getAttribute('href')).toBe(
      `/eventos/${slug}`,
    )
    await page.getByText(`${title} ·`).waitFor()
    expect(await page.getByText('dados de exemplo').count()).toBe(0)
    await expectNoSidewaysScroll(page)
    await shot(page, 'events-organizer-overview-390')

    await page.getByRole('tab', { name: 'Analytics' }).click()
    await page.getByRole('figure', { name: `Inscrições por dia: ${title}` }).waitFor()
    await page.locator('.recharts-bar-rectangle').first().waitFor()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await shot(page, 'events-analytics-390')

    // The rider's dashboard.
    const riderPage = await signInAs(browser, riderEmail, MOBILE)
    await openDashboard(riderPage.page)
    await expect
      .poll(() => stat(riderPage.page, 'Eventos inscritos').textContent())
      .toBe('Eventos inscritos1')
    await riderPage.page.getByRole('tab', { name: 'Meus Eventos' }).click()
    const link = riderPage.page.getByRole('link', { name: title })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(`/eventos/${slug}`)
    const item = riderPage.page.getByRole('listitem').filter({ has: link })
    expect(await item.textContent()).toContain('Confirmado')
    expect(await item.textContent()).toContain('(horário de Manaus)')
    await expectAccessible(riderPage.page)
    await expectNoSidewaysScroll(riderPage.page)
    await shot(riderPage.page, 'events-rider-390')

    // 'Exportar meus dados' carries the rider's registration and the organizer's event (item 7).
    await openProfileTab(riderPage.page)
    const riderData = await downloadedJson(riderPage.page, () =>
      button(riderPage.page, 'Exportar meus dados').click(),
    )
    expect(riderData.events?.registrations).toEqual([
      expect.objectContaining({ event_id: eventId, status: 'confirmed', share_email: true }),
    ])
    expect(riderData.events?.organized).toEqual([])
    await openProfileTab(page)
    const organizerData = await downloadedJson(page, () =>
      button(page, 'Exportar meus dados').click(),
    )
    expect(organizerData.events?.organized).toEqual([
      expect.objectContaining({ id: eventId, slug, title, status: 'published' }),
    ])
    expect(organizerData.events?.registrations).toEqual([])

    // The organizer cancels, asked first; the rider's dashboard says so.
    await page.getByRole('tab', { name: 'Meus Eventos' }).click()
    await button(page, `Cancelar ${title}`).click()
    const confirm = page.getByRole('dialog', { name: 'Cancelar evento?' })
    await confirm.waitFor()
    expect(await confirm.textContent()).toContain('O inscrito verá “Cancelado pelo organizador”')
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Cancelar evento' }).click()
    await expectToast(page, 'Evento cancelado')
    expect((await serverRows('events', `id=eq.${eventId}&select=status`))[0]?.status).toBe(
      'cancelled',
    )

    await riderPage.page.reload()
    await openDashboard(riderPage.page)
    await riderPage.page.getByRole('tab', { name: 'Meus Eventos' }).click()
    await riderPage.page.getByText('Cancelado pelo organizador').waitFor()
    await riderPage.page.getByRole('tab', { name: 'Visão Geral' }).click()
    await expect
      .poll(() => stat(riderPage.page, 'Eventos inscritos').textContent())
      .toBe('Eventos inscritos0')
    // The notice on the overview names the event.
    const notice = riderPage.page
      .getByRole('status')
      .filter({ hasText: 'Cancelado pelo organizador' })
    expect(await notice.textContent()).toContain(`${title} (`)
    await expectAccessible(riderPage.page)
    await shot(riderPage.page, 'events-rider-cancelled-390')

    expect(errors).toEqual([])
    expect(riderPage.errors).toEqual([])
    await context.close()
    await riderPage.context.close()
  })

  it("'Avaliar' after a confirmed event ends, once; the organizer's average follows", async () => {
    const organizer = await newOrganizer('Org Avaliada')
    const riderEmail = await createAccount('rater', 'Ciclista Avaliador')
    const riderId = String(
      (await serverRows('profiles', `email=eq.${encodeURIComponent(riderEmail)}&select=id`))[0]?.id,
    )
    const organizerId = String(
      (await serverRows('profiles', `email=eq.${encodeURIComponent(organizer.email)}&select=id`))[0]
        ?.id,
    )
    // An event already over can only be written by the server's owner or service role (an import).
    const service = client(LOCAL_SERVICE_ROLE_KEY)
    const title = `Pedal que passou ${Date.now().toString(36)}`
    const past = await service
      .from('events')
      .insert({
        organizer_id: organizerId,
        title,
        modality: 'mtb',
        starts_at: new Date(Date.now() - 3 * DAY).toISOString(),
        ends_at: new Date(Date.now() - 3 * DAY + 4 * 3_600_000).toISOString(),
        city: 'Brotas',
        state: 'SP',
        meeting_point: 'Praça da Matriz',
        price_cents: 0,
        status: 'published',
      })
      .select('id')
      .single()
    expect(past.error).toBeNull()
    const registration = await service
      .from('event_registrations')
      .insert({ event_id: (past.data as { id: string }).id, user_id: riderId, status: 'confirmed' })
    expect(registration.error).toBeNull()

    const { page, context, errors } = await signInAs(browser, riderEmail, DESKTOP)
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Meus Eventos' }).click()
    const rate = page.getByRole('group', { name: `Avaliar ${title}` })
    await rate.waitFor()
    await expectAccessible(page)
    await shot(page, 'events-rider-rate-1280')
    await rate.getByRole('button', { name: '4 de 5' }).click()
    await expectToast(page, 'Avaliação enviada. Obrigado!')
    await page.getByText('Sua avaliação: 4 de 5').waitFor()
    expect(await page.getByRole('group', { name: `Avaliar ${title}` }).count()).toBe(0)

    const organizerPage = await signInAs(browser, organizer.email, DESKTOP)
    await openDashboard(organizerPage.page)
    await expect
      .poll(() => stat(organizerPage.page, 'Avaliação média').textContent())
      .toBe('Avaliação média4,01 avaliação')
    // Over, so not among 'Próximos Eventos', but its registration is among the recent ones; free,
    // so no revenue.
    await organizerPage.page.getByText(`${title} ·`).waitFor()
    expect(await organizerPage.page.getByText('Nenhum evento programado.').count()).toBe(1)
    await expect
      .poll(() => stat(organizerPage.page, 'Receita total').textContent())
      .toContain('R$\u00a00,00')
    await shot(organizerPage.page, 'events-organizer-overview-1280')

    // The form at 1280, checked by axe.
    await organizerPage.page.getByRole('tab', { name: 'Meus Eventos' }).click()
    await button(organizerPage.page, 'Criar Novo Evento').click()
    const form = organizerPage.page.getByRole('dialog', { name: 'Criar Novo Evento' })
    await form.waitFor()
    await expectAccessible(organizerPage.page)
    if (SHOTS) await organizerPage.page.screenshot({ path: `${SHOTS}/events-form-1280.png` })
    await button(organizerPage.page, 'Fechar').click()
    await form.waitFor({ state: 'detached' })

    expect(errors).toEqual([])
    expect(organizerPage.errors).toEqual([])
    await context.close()
    await organizerPage.context.close()
  })

  it("an event with more registrations than a page: 'Carregar mais' reads the rest, the CSV holds them all", async () => {
    const organizer = await newOrganizer('Org Lotada')
    const title = `Pedal de muita gente ${Date.now().toString(36)}`
    const { id: eventId } = await publishEvent(organizer.supabase, 20, {
      title,
      modality: 'mtb',
      city: 'Brotas',
      state: 'SP',
      meeting_point: 'Praça da Matriz',
    })
    // One page is 50 ('Inscrições'): 53 riders, 'Ciclista 01' first, a minute apart (rows made
    // by the service role, which alone may set their times).
    const COUNT = 53
    const names = Array.from(
      { length: COUNT },
      (_, i) => `Ciclista ${String(i + 1).padStart(2, '0')}`,
    )
    const emails = await Promise.all(names.map((name) => createAccount('lote', name)))
    const profiles = await serverRows(
      'profiles',
      `email=in.(${emails.map(encodeURIComponent).join(',')})&select=id,email`,
    )
    const idOf = new Map(profiles.map((row) => [String(row.email), String(row.id)]))
    const inserted = await client(LOCAL_SERVICE_ROLE_KEY)
      .from('event_registrations')
      .insert(
        emails.map((email, i) => ({
          event_id: eventId,
          user_id: idOf.get(email),
          created_at: new Date(Date.now() - (COUNT - i) * 60_000).toISOString(),
        })),
      )
    expect(inserted.error).toBeNull()

    const { page, context, errors } = await signInAs(browser, organizer.email, MOBILE)
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Inscrições' }).click()
    const list = page.getByRole('list', { name: `Inscrições em ${title}` })
    await list.waitFor()
    const items = list.getByRole('listitem')
    expect(await items.count()).toBe(50)
    expect(await items.first().textContent()).toContain('Ciclista 53')
    expect(await items.last().textContent()).toContain('Ciclista 04')
    await page.getByText('53 inscrições, 50 mais recentes abaixo').waitFor()

    // The CSV before 'Carregar mais': the 50 shown and the 3 not yet read, oldest first.
    const download = page.waitForEvent('download')
    await button(page, 'Exportar CSV').click()
    const csv = await readFile((await (await download).path()) ?? '', 'utf8')
    const lines = csv.split('\r\n').slice(1, -1)
    expect(lines.map((line) => line.split(';')[0])).toEqual(names)

    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await button(page, 'Carregar mais').scrollIntoViewIfNeeded()
    await shot(page, 'events-registrations-more-390')
    await button(page, 'Carregar mais').click()
    await expect.poll(() => items.count()).toBe(COUNT)
    expect(await items.last().textContent()).toContain('Ciclista 01')
    expect(await button(page, 'Carregar mais').count()).toBe(0)
    await page.getByText('53 inscrições · e-mail só de quem escolheu compartilhar').waitFor()

    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height })
    await shot(page, 'events-registrations-all-1280')

    expect(errors).toEqual([])
    await context.close()
  })

  it('the admin takes an event off the calendar with a reason; its organizer sees why', async () => {
    const organizer = await newOrganizer('Org Despublicada')
    const title = `Evento a revisar ${Date.now().toString(36)}`
    const created = await publishEvent(organizer.supabase, 5, {
      title,
      modality: 'urbano',
      city: 'Recife',
      state: 'PE',
      meeting_point: 'Marco Zero',
    })
    const eventId = created.id

    const { page, context, errors } = await signInAs(browser, 'admin@borapedalar.test', DESKTOP)
    await openDashboard(page)
    const quick = page.locator('section[aria-labelledby="acoes-rapidas"]')
    expect(await quick.getByRole('link', { name: 'Eventos' }).getAttribute('href')).toBe('/eventos')
    await button(page, `Despublicar ${title}`).click()
    const dialog = page.getByRole('dialog', { name: 'Despublicar evento' })
    await dialog.waitFor()
    await dialog.getByLabel('Motivo').fill('ok')
    await dialog.getByRole('button', { name: 'Despublicar' }).click()
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Por favor, diga o motivo em 3 a 500 caracteres.' })
      .waitFor()
    expect(await dialog.getByLabel('Motivo').getAttribute('maxlength')).toBe('500')
    await dialog.getByLabel('Motivo').fill('Local sem autorização da prefeitura')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Despublicar' }).click()
    await expectToast(page, 'Evento retirado do calendário')
    await expect.poll(() => button(page, `Despublicar ${title}`).count()).toBe(0)
    expect(await serverRows('events', `id=eq.${eventId}&select=status,unpublished_reason`)).toEqual(
      [{ status: 'draft', unpublished_reason: 'Local sem autorização da prefeitura' }],
    )

    const organizerPage = await signInAs(browser, organizer.email, MOBILE)
    await openDashboard(organizerPage.page)
    await organizerPage.page.getByRole('tab', { name: 'Meus Eventos' }).click()
    await organizerPage.page
      .getByText('Retirado do calendário pela administração: Local sem autorização da prefeitura')
      .waitFor()

    // The organizer edits the draft in the form (on the event's clock) and publishes it again.
    await button(organizerPage.page, `Editar ${title}`).click()
    const form = organizerPage.page.getByRole('dialog', { name: 'Editar Evento' })
    await form.waitFor()
    expect(await field(organizerPage.page, 'Título').inputValue()).toBe(title)
    expect(await field(organizerPage.page, 'Estado (UF)').inputValue()).toBe('PE')
    await field(organizerPage.page, 'Ponto de encontro').fill('Praça do Arsenal')
    await form.getByRole('button', { name: 'Publicar' }).click()
    await expectToast(organizerPage.page, 'Evento publicado')
    expect(
      await serverRows('events', `id=eq.${eventId}&select=status,meeting_point,starts_at`),
    ).toEqual([
      {
        status: 'published',
        meeting_point: 'Praça do Arsenal',
        starts_at: created.starts_at,
      },
    ])

    expect(errors).toEqual([])
    expect(organizerPage.errors).toEqual([])
    await context.close()
    await organizerPage.context.close()
  })
})
