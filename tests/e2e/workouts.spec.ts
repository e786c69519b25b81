/**
 * The workouts of issue 34 in Chromium, as a rider meets them: a library session in their own
 * watts and bpm once the calculators have them, a workout written in the editor (a bad line named,
 * fixed, saved and opened again), each download's file read back, a short session ridden with the
 * trainer in ERG (the bytes Chromium writes to the control point) and with a strap and a power
 * meter (time on target), and all of it with no signal after one visit.
 */
import { Decoder, Stream } from '@garmin/fitsdk'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  button,
  launchBrowser,
  openPage,
  waitForHydration,
  waitForScreen,
  waitForWorker,
} from './browser'
import { expectNotLive, holdScriptsOf, newestOnDevice, savedOnDevice } from './early'
import { installScriptedBluetooth } from '../fixtures/bluetooth/scripted-bluetooth'
import {
  connectSensor,
  emulateFtmsTrainer,
  launchBrowserWithWebBluetooth,
  openFieldTest,
  pauseClock,
  powerMeter,
  recordedUpTo,
  recordingsOnDevice,
  startTest,
  strap,
  STRAP_ID,
  STRAP_NAME,
  trainer,
  TRAINER_NAME,
  type EmulatedTrainer,
  type Profile,
} from './field-tests'
import {
  EDITOR,
  FTP_CALCULATOR,
  HEART_RATE_CALCULATOR,
  downloadFrom,
  expectToast,
  lineErrors,
  nameField,
  preview,
  saveFthr,
  saveFtp,
  stepRows,
  stepsField,
  totalTime,
} from './workouts'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

const SWEET_SPOT = '/treinos/sessoes/sweet-spot-3x10'
const LONG_CLIMBS_HR = '/treinos/sessoes/subidas-longas-fc'

const lines = (...rows: string[]) => rows.join('\n')

/** The steps' row that holds this text (the innermost: a repeat's block holds its rows too). */
const rowText = async (page: Page, text: string) =>
  (await stepRows(page).filter({ hasText: text }).last().textContent()) ?? ''

const panel = (page: Page) => page.getByRole('region', { name: 'Pedalar este treino' })
const panelText = async (page: Page) => (await panel(page).textContent()) ?? ''

describe('a library session in the rider’s numbers', () => {
  it('shows percentages and where to get the numbers without them; once the calculators save FTP 250 and FTHR 170, watts and bpm', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(SWEET_SPOT)
    await waitForScreen(page)
    expect(await page.locator('h1').textContent()).toBe('Sweet spot 3 × 10 min')
    await panel(page).getByRole('button', { name: 'Iniciar treino' }).waitFor()
    const effort = await rowText(page, 'Constante, sem picos')
    expect(effort).toContain('88–94 % do FTP')
    expect(effort).not.toMatch(/\d W/)
    expect(await panelText(page)).toContain(
      'Sem um FTP salvo, os alvos de potência aparecem em % do FTP e o rolo fica fora do modo ERG. Meça o seu com um teste de campo ou na calculadora de FTP.',
    )
    const fieldTests = panel(page).getByRole('link', { name: 'teste de campo', exact: true })
    expect(await fieldTests.getAttribute('href')).toBe('/treinos')
    expect(await button(page, 'Baixar .erg (watts)').isDisabled()).toBe(true)
    expect(
      await page
        .getByText('O .erg leva watts: salve seu FTP para baixá-lo. O .mrc leva % do FTP.')
        .count(),
    ).toBe(1)

    // The rider follows the link, saves an FTP of 250 W and comes back.
    await panel(page).getByRole('link', { name: 'calculadora de FTP', exact: true }).click()
    await page.waitForURL((url) => url.pathname === FTP_CALCULATOR)
    await saveFtp(page, 250)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === SWEET_SPOT)
    // 88–94 % of 250 W; 55 % is 137.5 W, rounded half up as the calculators round.
    await expect.poll(() => rowText(page, 'Constante, sem picos')).toContain('220–235 W')
    expect(await rowText(page, 'Constante, sem picos')).toContain('88–94 % do FTP')
    expect(await rowText(page, '55 % do FTP')).toContain('138 W')
    expect(await rowText(page, 'Giro rápido')).toContain('188 W')
    await expect
      .poll(() => panelText(page))
      .toContain('Com seu FTP salvo (250 W), o rolo em ERG segue as potências de cada passo.')
    expect(await button(page, 'Baixar .erg (watts)').isEnabled()).toBe(true)

    // A session written by heart rate, from the section's list.
    await page.goto('/treinos')
    await waitForScreen(page)
    await page.getByRole('link', { name: /^Subidas longas pela frequência cardíaca/ }).click()
    await page
      .getByRole('heading', { level: 1, name: 'Subidas longas pela frequência cardíaca' })
      .waitFor()
    await panel(page).getByRole('button', { name: 'Iniciar treino' }).waitFor()
    const climb = await rowText(page, 'Não persiga a FC')
    expect(climb).toContain('94–99 % da FTHR')
    expect(climb).not.toMatch(/\d bpm/)
    expect(await panelText(page)).toContain(
      'Sem uma FTHR salva, os alvos de frequência cardíaca aparecem em % da FTHR.',
    )
    // Heart rate only: the trainer files have no place for it.
    expect(await button(page, 'Baixar .zwo (Zwift)').isDisabled()).toBe(true)
    expect(
      await page
        .getByText('Este treino é por frequência cardíaca: .zwo, .erg e .mrc levam só potência.')
        .count(),
    ).toBe(1)

    await panel(page)
      .getByRole('link', { name: 'calculadora de frequência cardíaca', exact: true })
      .click()
    await page.waitForURL((url) => url.pathname === HEART_RATE_CALCULATOR)
    await saveFthr(page, 170)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === LONG_CLIMBS_HR)
    // 94–99 % of 170 bpm: 159.8 and 168.3; 75 % is 127.5, rounded half up.
    await expect.poll(() => rowText(page, 'Não persiga a FC')).toContain('160–168 bpm')
    expect(await rowText(page, '75 % da FTHR')).toContain('128 bpm')
    await expect
      .poll(() => panelText(page))
      .toContain(
        'Com sua FTHR salva (170 bpm), os passos por frequência cardíaca mostram a faixa em bpm',
      )

    // Its copy in the editor, to change.
    await page.getByRole('link', { name: 'Editar uma cópia deste treino' }).click()
    await page.waitForURL((url) => url.searchParams.get('de') === 'subidas-longas-fc')
    await expect
      .poll(() => nameField(page).inputValue())
      .toBe('Subidas longas pela frequência cardíaca (cópia)')
    expect(await stepsField(page).inputValue()).toMatch(
      /^Aquecimento\n- 15m ramp 65-85% FTHR\n\nSubidas longas 3x\n- 12m 94-99% FTHR 70-80rpm /,
    )
    // 15 + 3 × (12 + 6) + 10 minutes.
    expect(await totalTime(page)).toBe('Tempo total: 1:19:00')
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Two lines it cannot read: line 6's target, line 8's repeat written as a step. */
const WITH_ERRORS = lines(
  'Aquecimento',
  '- 10m ramp 50-75%',
  '',
  'Bloco 3x',
  '- 8m 88-94% 90rpm',
  '- 4m abc',
  '',
  '- 5x 100%',
  '',
  'Desaquecimento',
  '- 5m ramp 60-40%',
)

/** 10 + 3 × (8 + 4) + 5 + 5 = 56 minutes. */
const FIXED = lines(
  'Aquecimento',
  '- 10m ramp 50-75%',
  '',
  'Bloco 3x',
  '- 8m 88-94% 90rpm',
  '- 4m 55%',
  '',
  '- 5m 100%',
  '',
  'Desaquecimento',
  '- 5m ramp 60-40%',
)

const NAME = 'Blocos de sábado'

/** The editor, typed into the moment its fields show (before the page is live, on a fast machine). */
async function writeWorkout(page: Page, name: string, text: string): Promise<void> {
  await page.goto(EDITOR, { waitUntil: 'commit' })
  await nameField(page).fill(name)
  await stepsField(page).fill(text)
}

describe('the editor', () => {
  it('names each line it cannot read and refuses to save; fixed, shows the total and the profile, saves, lists and opens it again', async () => {
    const { page, context, errors } = await openPage(browser)
    // Typed before the page is live, whatever the machine's speed: its scripts wait meanwhile.
    const release = await holdScriptsOf(page)
    await writeWorkout(page, NAME, WITH_ERRORS)
    await expectNotLive(page)
    release()
    await expect
      .poll(() => lineErrors(page))
      .toEqual([
        "Linha 6: 'abc' não é um alvo. Use uma % do FTP ou da FTHR em números inteiros, por exemplo: 75%, 55-75%, 95% FTHR ou ramp 50-75%",
        "Linha 8: a repetição se escreve sozinha na linha, sem '-', com os passos abaixo, por exemplo: 3x",
      ])
    expect(await stepsField(page).getAttribute('aria-invalid')).toBe('true')
    // What it could read: 10 + 3 × 8 + 5 minutes, five bars.
    expect(await totalTime(page)).toBe('Tempo total: 39:00')
    expect(await preview(page)).toEqual({ label: 'Prévia do treino: 39 min.', bars: 5 })
    expect(await nameField(page).inputValue()).toBe(NAME)

    await button(page, 'Salvar treino').click()
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'Corrija as linhas indicadas antes de salvar.' })
    await expect.poll(() => refused.count()).toBe(1)
    expect(await savedOnDevice(page, 'workout')).toBe(0)
    expect(await page.getByRole('heading', { name: 'Seus treinos salvos' }).count()).toBe(0)

    await stepsField(page).fill(FIXED)
    await expect.poll(() => totalTime(page)).toBe('Tempo total: 56:00')
    expect(await lineErrors(page)).toEqual([])
    expect(await refused.count()).toBe(0)
    // Warm-up, three rounds of two, the 5 minutes, the cool-down.
    expect(await preview(page)).toEqual({ label: 'Prévia do treino: 56 min.', bars: 9 })

    await button(page, 'Salvar treino').click()
    await expectToast(page, 'Treino salvo')
    await page.waitForURL((url) => url.searchParams.has('id'))
    const id = new URL(page.url()).searchParams.get('id')!
    expect(await newestOnDevice(page, 'workout')).toEqual({
      name: NAME,
      text: FIXED,
      total_seconds: 56 * 60,
    })
    expect(await button(page, 'Salvar alterações').count()).toBe(1)
    const saved = page.getByRole('region', { name: 'Seus treinos salvos' })
    await expect.poll(() => saved.textContent()).toBe(`Seus treinos salvos${NAME}56 minAberto`)

    // A new workout, then the saved one from the list.
    await page.goto(EDITOR)
    await waitForScreen(page)
    await expect.poll(() => saved.textContent()).toBe(`Seus treinos salvos${NAME}56 minAbrir`)
    await saved.getByRole('link', { name: 'Abrir' }).click()
    await page.waitForURL((url) => url.searchParams.get('id') === id)
    await expect.poll(() => stepsField(page).inputValue()).toBe(FIXED)
    expect(await nameField(page).inputValue()).toBe(NAME)

    // Its address, opened anew.
    await page.reload()
    await waitForScreen(page)
    await expect.poll(() => stepsField(page).inputValue()).toBe(FIXED)
    expect(await nameField(page).inputValue()).toBe(NAME)
    expect(await totalTime(page)).toBe('Tempo total: 56:00')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('an unsaved workout', () => {
  it('comes back after a reload, apart from a library copy’s own, until discarded; once saved, the editor starts anew', async () => {
    const { page, context, errors } = await openPage(browser)
    const restored = page.getByRole('status').filter({ hasText: 'Seu rascunho voltou' })
    const draftOnDevice = () =>
      page.evaluate(() => window.localStorage.getItem('bp:treino-rascunho'))
    await page.goto(EDITOR)
    await waitForScreen(page)
    expect(await restored.count()).toBe(0)
    await nameField(page).fill('Rascunho de terça')
    await stepsField(page).fill(FIXED)
    await expect.poll(draftOnDevice).toContain('Rascunho de terça')

    await page.reload()
    await waitForScreen(page)
    await expect.poll(() => nameField(page).inputValue()).toBe('Rascunho de terça')
    expect(await stepsField(page).inputValue()).toBe(FIXED)
    expect(await totalTime(page)).toBe('Tempo total: 56:00')
    expect(await restored.count()).toBe(1)

    // A library session's copy keeps its own draft, and leaves the blank editor's alone.
    await page.goto(`${EDITOR}?de=sweet-spot-3x10`)
    await waitForScreen(page)
    await expect.poll(() => nameField(page).inputValue()).toMatch(/\(cópia\)$/)
    expect(await restored.count()).toBe(0)
    await nameField(page).fill('Sweet spot de quinta')
    await page.reload()
    await waitForScreen(page)
    await expect.poll(() => nameField(page).inputValue()).toBe('Sweet spot de quinta')
    expect(await restored.count()).toBe(1)
    await page.goto(EDITOR)
    await waitForScreen(page)
    await expect.poll(() => nameField(page).inputValue()).toBe('Rascunho de terça')

    await button(page, 'Descartar rascunho').click()
    await expect.poll(() => nameField(page).inputValue()).toBe('Meu treino')
    expect(await restored.count()).toBe(0)
    await page.reload()
    await waitForScreen(page)
    expect(await nameField(page).inputValue()).toBe('Meu treino')
    expect(await restored.count()).toBe(0)

    // Saved, it is a workout of the list: the blank editor has no draft to bring back.
    await nameField(page).fill(NAME)
    await stepsField(page).fill(FIXED)
    await expect.poll(draftOnDevice).toContain(NAME)
    await button(page, 'Salvar treino').click()
    await expectToast(page, 'Treino salvo')
    await page.waitForURL((url) => url.searchParams.has('id'))
    expect(await draftOnDevice()).toBeNull()
    await page.goto(EDITOR)
    await waitForScreen(page)
    expect(await nameField(page).inputValue()).toBe('Meu treino')
    expect(await restored.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('hostile text in the editor', () => {
  const DRAFT_KEY = 'bp:treino-rascunho'
  const dropped = (page: Page) =>
    page.getByRole('status').filter({ hasText: /^O rascunho salvo neste aparelho/ })
  /** The draft this device keeps, set as another visit (or an older version) left it. */
  const leaveDraft = (page: Page, raw: string) =>
    page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
      key: DRAFT_KEY,
      value: raw,
    })
  const draftOnDevice = (page: Page) =>
    page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)

  it('a draft past the limit or unreadable is dropped with a message, never parsed, and the editor stays usable', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(EDITOR)
    await waitForScreen(page)
    // A pasted line of 20,000 digits, kept as the draft before the field had a limit: once,
    // every visit spent a second a keystroke parsing it.
    await leaveDraft(page, JSON.stringify({ name: 'Colado', text: '1'.repeat(20_000) }))
    await page.reload()
    await waitForScreen(page)
    await expect
      .poll(() => dropped(page).textContent())
      .toBe(
        'O rascunho salvo neste aparelho passava do limite de 10.000 caracteres e foi descartado.',
      )
    expect(await draftOnDevice(page)).toBeNull()
    expect(await nameField(page).inputValue()).toBe('Meu treino')
    expect(await totalTime(page)).toBe('Tempo total: 54:00')
    expect(await page.getByRole('status').filter({ hasText: 'Seu rascunho voltou' }).count()).toBe(
      0,
    )
    await stepsField(page).fill(FIXED)
    await expect.poll(() => totalTime(page)).toBe('Tempo total: 56:00')
    await expect.poll(() => draftOnDevice(page)).toContain('Bloco 3x')

    await leaveDraft(page, '{"name": "Terça", "text": "- 10m')
    await page.reload()
    await waitForScreen(page)
    await expect
      .poll(() => dropped(page).textContent())
      .toBe('O rascunho salvo neste aparelho não pôde ser lido e foi descartado.')
    expect(await draftOnDevice(page)).toBeNull()
    expect(await totalTime(page)).toBe('Tempo total: 54:00')

    // Once dropped, the next visit says nothing.
    await page.reload()
    await waitForScreen(page)
    expect(await dropped(page).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a paste of 20,000 characters keeps 10,000, counted beside the field; past the field, saving is refused', async () => {
    const { page, context, errors } = await openPage(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const count = page.getByTestId('treino-contagem')
    await page.goto(EDITOR)
    await waitForScreen(page)
    expect(await count.count()).toBe(0)

    // The workout, then notes down to 20,000 characters: titles of under 200 each.
    const note = `Nota: ${'cadência alta e tronco relaxado, '.repeat(5)}`.trim()
    const pasted = `${FIXED}\n\n${`${note}\n`.repeat(200)}`.slice(0, 20_000)
    expect(pasted).toHaveLength(20_000)
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted)
    await stepsField(page).focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('ControlOrMeta+V')
    await expect.poll(() => stepsField(page).inputValue()).toBe(pasted.slice(0, 10_000))
    await expect.poll(() => count.textContent()).toBe('10.000 de 10.000 caracteres')
    expect(await stepsField(page).getAttribute('aria-describedby')).toBe('treino-contagem')
    expect(await lineErrors(page)).toEqual([])

    // Shorter, the count follows; under 90 % of the limit it goes.
    await stepsField(page).fill(pasted.slice(0, 9_500))
    await expect.poll(() => count.textContent()).toBe('9.500 de 10.000 caracteres')
    await stepsField(page).fill(pasted.slice(0, 8_999))
    await expect.poll(() => count.count()).toBe(0)

    await stepsField(page).fill(pasted.slice(0, 10_000))
    await button(page, 'Salvar treino').click()
    await expectToast(page, 'Treino salvo')
    await page.waitForURL((url) => url.searchParams.has('id'))
    expect(await newestOnDevice(page, 'workout')).toMatchObject({ text: pasted.slice(0, 10_000) })

    // A text longer than the server takes, that got past the field (as a script could set it),
    // is refused before it reaches the device: it would fail to sync for good.
    await page.evaluate(
      (text) => {
        const field = document.getElementById('treino-passos') as HTMLTextAreaElement
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
          field,
          text,
        )
        field.dispatchEvent(new Event('input', { bubbles: true }))
      },
      `${pasted.slice(0, 10_000)}a`,
    )
    await expect.poll(() => count.textContent()).toBe('10.001 de 10.000 caracteres')
    await button(page, 'Salvar alterações').click()
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'O texto do treino tem no máximo 10.000 caracteres.' })
    await expect.poll(() => refused.count()).toBe(1)
    expect(await newestOnDevice(page, 'workout')).toMatchObject({ text: pasted.slice(0, 10_000) })
    expect(errors).toEqual([])
    await context.close()
  })
})

interface ZwoElement {
  name: string
  attributes: Record<string, string>
}

/** The .zwo read by the page's own XML parser: its name, sport and workout elements. */
async function readZwo(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const workout = doc.querySelector('workout_file > workout')
    return {
      parseError: doc.querySelector('parsererror')?.textContent ?? null,
      name: doc.querySelector('workout_file > name')?.textContent ?? null,
      sportType: doc.querySelector('workout_file > sportType')?.textContent ?? null,
      elements: [...(workout?.children ?? [])].map((element): ZwoElement => ({
        name: element.tagName,
        attributes: Object.fromEntries(
          [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
        ),
      })),
    }
  }, xml)
}

function decodeFit(bytes: Buffer) {
  const decoder = new Decoder(Stream.fromByteArray(bytes))
  expect(decoder.checkIntegrity()).toBe(true)
  const { messages, errors } = decoder.read()
  expect(errors).toEqual([])
  return messages
}

/** The course rows between '[COURSE DATA]' and its end, as [minutes, value]. */
function courseRows(text: string): string[][] {
  const rows = text.split('\r\n')
  return rows
    .slice(rows.indexOf('[COURSE DATA]') + 1, rows.indexOf('[END COURSE DATA]'))
    .map((row) => row.split('\t'))
}

/** Each step of FIXED as [start minute, end minute, start %, end %], the repeat unrolled. */
const FIXED_COURSE: [string, string, number, number][] = [
  ['0.00', '10.00', 50, 75],
  ['10.00', '18.00', 91, 91],
  ['18.00', '22.00', 55, 55],
  ['22.00', '30.00', 91, 91],
  ['30.00', '34.00', 55, 55],
  ['34.00', '42.00', 91, 91],
  ['42.00', '46.00', 55, 55],
  ['46.00', '51.00', 100, 100],
  ['51.00', '56.00', 60, 40],
]

/** Watts for FTP 250, rounded half up: 75 % is 187.5 → 188, 91 % is 227.5 → 228, 55 % 137.5 → 138. */
const watts250 = (percent: number) => Math.floor((percent * 250) / 100 + 0.5)

describe('the downloads, read back', () => {
  it('the editor’s workout as .fit (watts + 1000), .zwo, .erg (watts), .mrc (%) and text; a heart-rate session’s .fit in bpm + 100', async () => {
    const { page, context, errors } = await openPage(browser)
    await saveFtp(page, 250)
    await saveFthr(page, 170)
    await writeWorkout(page, NAME, FIXED)
    await waitForScreen(page)
    await expect.poll(() => totalTime(page)).toBe('Tempo total: 56:00')
    await expect.poll(() => button(page, 'Baixar .erg (watts)').isEnabled()).toBe(true)

    const fit = await downloadFrom(page, 'Baixar .fit (Garmin, Wahoo)')
    expect(fit.name).toBe('blocos-de-sabado.fit')
    const messages = decodeFit(fit.bytes)
    expect(messages.fileIdMesgs?.[0]?.type).toBe('workout')
    expect(messages.workoutMesgs?.[0]).toMatchObject({
      wktName: NAME,
      sport: 'cycling',
      numValidSteps: 6,
    })
    const power = (ms: number, intensity: string, low: number, high: number) => ({
      durationType: 'time',
      durationValue: ms,
      intensity,
      targetType: 'power',
      customTargetPowerLow: low,
      customTargetPowerHigh: high,
    })
    expect(messages.workoutStepMesgs).toMatchObject([
      { ...power(600_000, 'warmup', 1125, 1188), notes: 'Rampa de 125 W a 188 W' },
      {
        ...power(480_000, 'active', 1220, 1235),
        secondaryTargetType: 'cadence',
        secondaryCustomTargetCadenceLow: 90,
        secondaryCustomTargetCadenceHigh: 90,
      },
      // One value, as the band the time on target allows (±5 %): 55 % is 137.5 → 131–144 W.
      power(240_000, 'rest', 1131, 1144),
      // Back to step 1, three times in all.
      { durationType: 'repeatUntilStepsCmplt', durationValue: 1, targetValue: 3 },
      // 100 %: 250 W → 237.5–262.5 → 238–263 W.
      power(300_000, 'active', 1238, 1263),
      { ...power(300_000, 'cooldown', 1100, 1150), notes: 'Rampa de 150 W a 100 W' },
    ])

    const zwo = await downloadFrom(page, 'Baixar .zwo (Zwift)')
    expect(zwo.name).toBe('blocos-de-sabado.zwo')
    expect(await readZwo(page, zwo.text)).toEqual({
      parseError: null,
      name: NAME,
      sportType: 'bike',
      elements: [
        { name: 'Warmup', attributes: { Duration: '600', PowerLow: '0.5', PowerHigh: '0.75' } },
        {
          name: 'IntervalsT',
          attributes: {
            Repeat: '3',
            OnDuration: '480',
            OffDuration: '240',
            OnPower: '0.91',
            OffPower: '0.55',
            Cadence: '90',
          },
        },
        { name: 'SteadyState', attributes: { Duration: '300', Power: '1' } },
        { name: 'Cooldown', attributes: { Duration: '300', PowerLow: '0.6', PowerHigh: '0.4' } },
      ],
    })

    const erg = await downloadFrom(page, 'Baixar .erg (watts)')
    expect(erg.name).toBe('blocos-de-sabado.erg')
    expect(erg.text.split('\r\n').slice(0, 10)).toEqual([
      '[COURSE HEADER]',
      'VERSION = 2',
      'UNITS = ENGLISH',
      'DESCRIPTION = Blocos de sabado',
      'FILE NAME = blocos-de-sabado.erg',
      'FTP = 250',
      'MINUTES WATTS',
      '[END COURSE HEADER]',
      '[COURSE DATA]',
      '0.00\t125',
    ])
    expect(courseRows(erg.text)).toEqual(
      FIXED_COURSE.flatMap(([from, to, start, end]) => [
        [from, String(watts250(start))],
        [to, String(watts250(end))],
      ]),
    )
    expect(erg.text.endsWith('[END COURSE DATA]\r\n')).toBe(true)

    const mrc = await downloadFrom(page, 'Baixar .mrc (% do FTP)')
    expect(mrc.name).toBe('blocos-de-sabado.mrc')
    expect(mrc.text).toContain('FILE NAME = blocos-de-sabado.mrc\r\nMINUTES PERCENT\r\n')
    expect(mrc.text).not.toContain('FTP =')
    expect(courseRows(mrc.text)).toEqual(
      FIXED_COURSE.flatMap(([from, to, start, end]) => [
        [from, String(start)],
        [to, String(end)],
      ]),
    )

    // The text as typed, in the writer's normal form: the repeat's header keeps only its '3x'.
    const text = await downloadFrom(page, 'Baixar texto (intervals.icu)')
    expect(text.name).toBe('blocos-de-sabado.txt')
    expect(text.text).toBe(FIXED.replace('Bloco 3x', '3x'))

    // A session by heart rate, from its library page: bpm + 100 (FTHR 170).
    await page.goto(LONG_CLIMBS_HR)
    await waitForScreen(page)
    await expect.poll(() => rowText(page, 'Não persiga a FC')).toContain('160–168 bpm')
    const hrFit = await downloadFrom(page, 'Baixar .fit (Garmin, Wahoo)')
    expect(hrFit.name).toBe('subidas-longas-pela-frequencia-cardiaca.fit')
    const heartRate = (ms: number, intensity: string, low: number, high: number) => ({
      durationType: 'time',
      durationValue: ms,
      intensity,
      targetType: 'heartRate',
      customTargetHeartRateLow: low,
      customTargetHeartRateHigh: high,
    })
    // 65 → 85 %: 110.5 → 111 and 144.5 → 145 bpm; 94–99 %: 160–168; one value ±5 %: 75 % is
    // 127.5 → 121–134, 70 % is 119 → 113–125.
    expect(decodeFit(hrFit.bytes).workoutStepMesgs).toMatchObject([
      heartRate(900_000, 'warmup', 211, 245),
      heartRate(720_000, 'active', 260, 268),
      heartRate(360_000, 'rest', 221, 234),
      { durationType: 'repeatUntilStepsCmplt', durationValue: 1, targetValue: 3 },
      heartRate(600_000, 'cooldown', 213, 225),
    ])
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Three minutes: a power value, a power step change, a heart-rate step that frees the trainer. */
const SHORT = lines('- 1m 50% Solto', '- 1m 80% Forte', '- 1m 70% FTHR Pela FC')

const player = (page: Page) => page.getByRole('region', { name: 'Treino em andamento' })
const playerText = async (page: Page) => (await player(page).textContent()) ?? ''
const finished = (page: Page) => page.getByRole('heading', { name: 'Treino concluído' })
const resultText = async (page: Page) =>
  (await page.getByRole('region', { name: 'Treino concluído' }).textContent()) ?? ''

/**
 * The editor on a test page (its clock paused once the panel shows): the short workout typed with
 * the page's time flowing, then the clock paused again before the sensors connect.
 */
async function typeShortWorkout(page: Page, ftp: number, text = SHORT): Promise<void> {
  await page.clock.resume()
  await nameField(page).fill('Três minutos')
  await stepsField(page).fill(text)
  await expect.poll(() => totalTime(page)).toBe('Tempo total: 3:00')
  await expect
    .poll(() => panelText(page))
    .toContain(`Com seu FTP salvo (${ftp} W), o rolo em ERG segue as potências de cada passo.`)
  await pauseClock(page)
}

describe('riding a workout', () => {
  it('ERG on an FTMS trainer: control, 100 W, 160 W at the step change, released for the heart-rate step; the target on screen and the result at the end', async () => {
    const webBluetooth = await launchBrowserWithWebBluetooth()
    let trainer: EmulatedTrainer | undefined
    try {
      const { page, context, errors } = await openFieldTest(webBluetooth, EDITOR, {
        bluetooth: 'emulated',
        start: 'Iniciar treino',
        prepare: async (page) => {
          trainer = await emulateFtmsTrainer(webBluetooth, page)
          await saveFtp(page, 200)
        },
      })
      const { controlPointWrites } = trainer!
      await typeShortWorkout(page, 200)
      await connectSensor(page, 'Conectar rolo', 'Rolo')
      expect(controlPointWrites).toEqual([])

      const time = await startTest(page, 'Iniciar treino')
      // Request control (0x00), then Set Target Power (0x05) 100 W: 50 % of 200 W.
      await expect.poll(() => controlPointWrites).toEqual(['00', '05 64 00'])
      let shown = await playerText(page)
      expect(shown).toContain('Passo 1 de 3')
      expect(shown).toContain('Alvo 100 W')
      expect(shown).toContain('Depois: Forte · Alvo 160 W')
      expect(await page.getByRole('timer').textContent()).toBe('01:00')

      await time.runTo(61)
      await expect.poll(() => controlPointWrites).toEqual(['00', '05 64 00', '05 a0 00'])
      shown = await playerText(page)
      expect(shown).toContain('Passo 2 de 3')
      expect(shown).toContain('Alvo 160 W')
      expect(await page.getByRole('timer').textContent()).toBe('00:59')
      // The trainer holds the watts: no advice to ease off or push.
      expect(await player(page).getByRole('status').count()).toBe(0)

      // A heart-rate step: the trainer lets go (Reset, 0x01); without an FTHR, the target in %.
      await time.runTo(121)
      await expect.poll(() => controlPointWrites).toEqual(['00', '05 64 00', '05 a0 00', '01'])
      shown = await playerText(page)
      expect(shown).toContain('Passo 3 de 3')
      expect(shown).toContain('Pela FC')
      expect(shown).toContain('70 % da FTHR')
      expect(shown).toContain('Último passo')

      await time.runTo(180)
      await finished(page).waitFor()
      const result = await resultText(page)
      expect(result).toContain('Duração03:00de 03:00 planejados')
      // Nothing was measured (the emulation cannot notify): no second on target, and the
      // trainer, already free, is not written again.
      expect(result).toContain('Tempo no alvo00:00de 02:00 com alvo em watts ou bpm (0 %)')
      expect(controlPointWrites).toEqual(['00', '05 64 00', '05 a0 00', '01'])
      expect(await page.getByText('O rolo não aceitou o modo ERG').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await trainer?.close()
      await webBluetooth.close()
    }
  })

  it('a strap and a power meter, no trainer: the advice on screen and the time on target step by step', async () => {
    // 100 W, then 160 W (3-s power reaches it 2 s into the step), then 150 W on the heart-rate
    // step; the heart rate 110, 130 for the heart-rate step's first 10 s, then 120.
    const watts: Profile = (s) => (s < 60 ? 100 : s < 120 ? 160 : 150)
    const heartRate: Profile = (s) => (s < 120 ? 110 : s < 130 ? 130 : 120)
    const { page, context, errors } = await openFieldTest(browser, EDITOR, {
      bluetooth: { devices: [strap(heartRate, { to: 180 }), powerMeter(watts, { to: 180 })] },
      start: 'Iniciar treino',
      prepare: async (page) => {
        await saveFtp(page, 200)
        await saveFthr(page, 170)
      },
    })
    await typeShortWorkout(page, 200)
    await connectSensor(page, 'Conectar cinta cardíaca', 'Cinta cardíaca')
    await connectSensor(page, 'Conectar potenciômetro', 'Potenciômetro')
    const time = await startTest(page, 'Iniciar treino')
    // The text being ridden is locked: an edit could re-plan the ride or, with a typo, hide it.
    expect(await stepsField(page).isEditable()).toBe(false)
    expect(await page.getByRole('note').filter({ hasText: 'O texto fica travado' }).count()).toBe(1)

    await time.runTo(90)
    let shown = await playerText(page)
    expect(shown).toContain('Alvo 160 W')
    expect(shown).toContain('Depois: Pela FC · Alvo 119 bpm')
    expect(await player(page).getByRole('status').textContent()).toBe('Potência na faixa')

    // 130 bpm against 119 (on target up to 125, advice beyond 128).
    await time.runTo(125)
    shown = await playerText(page)
    expect(shown).toContain('Alvo 119 bpm')
    expect(await player(page).getByRole('status').textContent()).toBe('Alivie: FC acima da faixa')
    await time.runTo(140)
    expect(await player(page).getByRole('status').textContent()).toBe('FC na faixa')

    await time.runTo(180)
    await finished(page).waitFor()
    // 60 + 58 + 50 of 180 seconds.
    const result = await resultText(page)
    expect(result).toContain('Tempo no alvo02:48de 03:00 com alvo em watts ou bpm (93 %)')
    const rows = await page
      .getByRole('table', { name: 'Tempo no alvo por passo' })
      .getByRole('row')
      .allTextContents()
    expect(rows).toEqual([
      'PassoAlvoNo alvo',
      'Solto100 W01:00 de 01:00',
      'Forte160 W00:58 de 01:00',
      'Pela FC119 bpm00:50 de 01:00',
    ])

    const fit = await downloadFrom(page, 'Baixar .fit')
    const records = decodeFit(fit.bytes).recordMesgs ?? []
    expect(records).toHaveLength(180)
    expect(records[90]).toMatchObject({ power: 160, heartRate: 110 })
    expect(records[135]).toMatchObject({ power: 150, heartRate: 120 })
    // Back to the start of the workout: the text is the rider's again.
    await button(page, 'Fazer o treino de novo').click()
    await expect.poll(() => stepsField(page).isEditable()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** What the page wrote to the scripted trainer's control point, in order ('05 64 00'). */
const scriptedControlPointWrites = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        __scriptedBluetooth: { writes: { characteristic: number; hex: string }[] }
      }
    ).__scriptedBluetooth.writes
      .filter((write) => write.characteristic === 0x2ad9)
      .map((write) => write.hex),
  )

/** Indoor Bike Data (0x2AD2): flags 0x0041, power as sint16 LE. */
const indoorBike = (watts: number) =>
  `41 00 ${(watts & 0xff).toString(16).padStart(2, '0')} ${(watts >> 8).toString(16).padStart(2, '0')}`

describe('a trainer at its limits', () => {
  it.each([
    // Supported Power Range 0–1,500 W (0x2AD8: 00 00 dc 05 01 00); FTP 400 W: 1,600 and 1,560 W.
    [
      'a trainer that says 0–1,500 W',
      400,
      [{ service: 0x1826, uuid: 0x2ad8, value: '00 00 dc 05 01 00' }],
      ['00', '05 c8 00', '05 dc 05', '05 dc 05'],
      'Seu rolo aceita até 1.500 W: o alvo foi limitado a 1.500 W.',
    ],
    // No Supported Power Range; FTP 700 W: 2,800 and 2,730 W, past what the app ever sends.
    [
      'a trainer that does not say, past 2,500 W',
      700,
      [],
      ['00', '05 5e 01', '05 c4 09', '05 c4 09'],
      'Seu rolo aceita até 2.500 W: o alvo foi limitado a 2.500 W.',
    ],
  ] as const)(
    'ERG on %s: the target held at its most, said once in the session',
    async (_case, ftp, characteristics, writes, notice) => {
      const kickr = trainer(() => 150, { to: 180 })
      const { page, context, errors } = await openFieldTest(browser, EDITOR, {
        bluetooth: {
          devices: [{ ...kickr, characteristics: [...kickr.characteristics, ...characteristics] }],
        },
        start: 'Iniciar treino',
        prepare: (page) => saveFtp(page, ftp),
      })
      await typeShortWorkout(page, ftp, lines('- 1m 50%', '- 1m 400%', '- 1m 390%'))
      await connectSensor(page, 'Conectar rolo', TRAINER_NAME)
      const time = await startTest(page, 'Iniciar treino')
      await time.runTo(170)
      await expect.poll(() => scriptedControlPointWrites(page)).toEqual(writes)
      expect(await page.getByText(notice).count()).toBe(1)
      expect(await playerText(page)).toContain('Passo 3 de 3')
      // Still in ERG: no refusal, and no advice to ease off or push on a held step.
      expect(await page.getByText('O rolo não aceitou o modo ERG').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe('a sensor that floods', () => {
  it('a trainer sending 100 notifications a second: the power on screen changes at most 4 times a second, and the recording keeps every second', async () => {
    // 200 and 207 W in turn, every 10 ms: each second's mean is 203.5 W.
    const notifications = Array.from({ length: 1000 }, (_, i) => ({
      at: i * 10 + 5,
      hex: indoorBike(i % 2 === 0 ? 200 : 207),
    }))
    const kickr = trainer(() => undefined, { to: 0 })
    const [bikeData, ...others] = kickr.characteristics
    const { page, context, errors } = await openFieldTest(browser, EDITOR, {
      bluetooth: {
        devices: [{ ...kickr, characteristics: [{ ...bikeData!, notifications }, ...others] }],
      },
      start: 'Iniciar treino',
      prepare: (page) => saveFtp(page, 200),
    })
    await typeShortWorkout(page, 200)
    await connectSensor(page, 'Conectar rolo', TRAINER_NAME)
    const time = await startTest(page, 'Iniciar treino')
    await time.runTo(1)
    // Counts every change React makes to the power figure from now on.
    await page.evaluate(() => {
      const label = [...document.querySelectorAll('p')].find((p) => p.textContent === 'Potência')
      const figure = label?.nextElementSibling
      if (!figure) throw new Error('no power figure')
      const counter = window as unknown as { __powerUpdates: number }
      counter.__powerUpdates = 0
      new MutationObserver((records) => {
        counter.__powerUpdates += records.length
      }).observe(figure, { characterData: true, childList: true, subtree: true })
    })
    await time.runTo(3)
    const updates = await page.evaluate(
      () => (window as unknown as { __powerUpdates: number }).__powerUpdates,
    )
    // 2 s of 200 notifications, each a new figure: at most one redraw per 250 ms.
    expect(updates).toBeGreaterThan(0)
    expect(updates).toBeLessThanOrEqual(9)
    expect(await playerText(page)).toMatch(/Potência20[07]W/)

    await time.runTo(8)
    await recordedUpTo(page, 4)
    const [recording] = await recordingsOnDevice(page)
    expect(recording?.seconds.slice(0, 5)).toMatchObject(
      [0, 1, 2, 3, 4].map((second) => ({ second, watts: 203.5 })),
    )
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a workout left open on the device', () => {
  it("a library session reloaded 6 minutes in: 'Continuar o treino' after reconnecting the strap goes on in step 2", async () => {
    const heartRate: Profile = () => 112
    const { page, context, errors, bluetoothScript } = await openFieldTest(
      browser,
      '/treinos/sessoes/recuperacao-ativa',
      { bluetooth: { devices: [strap(heartRate, { to: 600 })] }, start: 'Iniciar treino' },
    )
    await connectSensor(page, 'Conectar cinta cardíaca', 'Cinta cardíaca')
    const time = await startTest(page, 'Iniciar treino')
    await time.runTo(360)
    expect(await playerText(page)).toContain('Passo 2 de 3')
    await recordedUpTo(page, 354)

    // The new document's strap: allowed before, so the browser lists it again.
    await bluetoothScript.dispose()
    await page.addInitScript(installScriptedBluetooth, {
      devices: [strap(heartRate, { from: 375, to: 600 })],
      remembered: [STRAP_ID],
    })
    await page.reload()
    await waitForScreen(page)
    await time.runFor(1_000)
    const offer = page.getByRole('region', { name: 'Você tem um treino em andamento' })
    await offer.waitFor()
    expect(await offer.textContent()).toMatch(/(05:5[5-9]|06:00) de treino gravados neste aparelho/)
    await page.getByRole('button', { name: `Reconectar ${STRAP_NAME}` }).waitFor()
    await time.runTo(375)
    await button(page, `Reconectar ${STRAP_NAME}`).click()
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Cinta cardíaca' }).textContent())
      .toContain('Conectado')
    await button(page, 'Continuar o treino').click()
    await player(page).waitFor()
    await time.runTo(380)
    const shown = await playerText(page)
    expect(shown).toContain('Passo 2 de 3')
    expect(shown).toContain('Pernas soltas, sem força')
    expect(errors).toEqual([])
    await context.close()
  })
})

/** What a page logs when a request meets no connection. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to (load resource|fetch)/

describe('offline, after one visit to /treinos', () => {
  it('a library page never visited opens, downloads and starts; the editor opens, saves and downloads', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto('/treinos')
    await waitForHydration(page)
    await waitForWorker(page)
    await context.setOffline(true)

    // Never visited: the worker answers with the app shell, which renders the session.
    const response = await page.goto('/treinos/sessoes/vo2max-5x3')
    expect(response?.fromServiceWorker()).toBe(true)
    await waitForScreen(page)
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Você está offline' }).count())
      .toBe(1)
    expect(await page.locator('h1').textContent()).toBe('VO2máx 5 × 3 min')
    expect(await rowText(page, 'Forte desde o início')).toContain('110–120 % do FTP')

    // The FIT is written in the file worker, whose script comes from the worker's cache.
    const fit = await downloadFrom(page, 'Baixar .fit (Garmin, Wahoo)')
    expect(fit.name).toBe('vo2max-5-3-min.fit')
    const steps = decodeFit(fit.bytes).workoutStepMesgs ?? []
    // No FTP saved: power in % of FTP.
    expect(steps.find((step) => step.wktStepName === 'Forte desde o início')).toMatchObject({
      durationValue: 180_000,
      customTargetPowerLow: 110,
      customTargetPowerHigh: 120,
    })
    const mrc = await downloadFrom(page, 'Baixar .mrc (% do FTP)')
    expect(courseRows(mrc.text).slice(0, 2)).toEqual([
      ['0.00', '45'],
      ['10.00', '70'],
    ])

    await button(page, 'Iniciar treino').click()
    await player(page).waitFor()
    expect(await playerText(page)).toContain('Passo 1 de')

    await page.goto(EDITOR)
    await waitForScreen(page)
    expect(await page.locator('h1').textContent()).toBe('Editor de treinos')
    await nameField(page).fill('Três minutos')
    await stepsField(page).fill(SHORT)
    await expect.poll(() => totalTime(page)).toBe('Tempo total: 3:00')
    await button(page, 'Salvar treino').click()
    await expectToast(page, 'Treino salvo')
    expect(await newestOnDevice(page, 'workout')).toMatchObject({
      name: 'Três minutos',
      text: SHORT,
    })
    const text = await downloadFrom(page, 'Baixar texto (intervals.icu)')
    expect(text.text).toBe(SHORT)
    expect(errors.filter((error) => !OFFLINE_NOISE.test(error))).toEqual([])
    await context.close()
  })
})
