/**
 * The calculator screens in a real browser, against the production build: each screen filled by
 * its labels, the spec's figures and validation messages, the anonymous prompt, the prefill from
 * the local store after a reload, sharing and printing, axe, and the calculators offline.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  MOBILE,
  expectAccessible,
  launchBrowser,
  openPage,
  waitForScreen,
  type TrackedPage,
} from './browser'
import { newestOnDevice, waitForSave } from './early'

const HEART_RATE = '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'
const FTP = '/calculadoras/calcular-FTP'
const IMC = '/calculadoras/imc'
const HARRIS_BENEDICT = '/calculadoras/harris-benedict'
const TYRES = '/calculadoras/pressao-pneus'
const SUSPENSION = '/calculadoras/suspensao'

const GULATI_NOTICE =
  'O método Gulati é específico para mulheres. Usando método Gellish como alternativa.'
const ANONYMOUS_PROMPT = 'Seus resultados ficam salvos apenas neste dispositivo.'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

async function openCalculator(
  path: string,
  viewport: { width: number; height: number } = MOBILE,
): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport)
  await tracked.page.goto(path)
  await waitForScreen(tracked.page)
  return tracked
}

const result = (page: Page) => page.getByRole('region', { name: 'Resultado' })
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

/** The validation message the form shows inline, announced as an alert. */
async function expectAlert(page: Page, message: string): Promise<void> {
  await expect.poll(() => page.getByRole('alert').filter({ hasText: message }).count()).toBe(1)
}

async function resultText(page: Page): Promise<string> {
  return (await result(page).textContent()) ?? ''
}

async function reload(page: Page): Promise<void> {
  await page.reload()
  await waitForScreen(page)
}

describe('heart rate', () => {
  it('computes Fox zones, validates the age and passes axe', async () => {
    const { page, context, errors } = await openCalculator(HEART_RATE)
    expect(await page.locator('h1').textContent()).toBe('Frequência Cardíaca')
    expect(await result(page).count()).toBe(1)
    expect(await button(page, 'Calcular').isDisabled()).toBe(true)

    // Typing keeps only empty or a positive integer.
    await field(page, 'Idade').pressSequentially('3a-0')
    expect(await field(page, 'Idade').inputValue()).toBe('30')
    await button(page, 'Calcular').click()
    await expect.poll(() => resultText(page)).toContain('190bpm')
    const text = await resultText(page)
    expect(text).toContain('Fórmula de Fox (220 − idade)')
    for (const range of [
      '95–114 bpm',
      '115–133 bpm',
      '134–152 bpm',
      '153–171 bpm',
      '172–190 bpm',
    ]) {
      expect(text).toContain(range)
    }
    for (const zone of [
      'Recuperação Ativa',
      'Resistência Básica',
      'Ritmo Moderado',
      'Limiar de Lactato',
      'VO2 Máximo',
    ]) {
      expect(text).toContain(zone)
    }
    await expectAccessible(page)

    await field(page, 'Idade').fill('150')
    await button(page, 'Calcular').click()
    await expectAlert(page, 'Por favor, insira uma idade válida entre 1 e 120 anos.')
    expect(await field(page, 'Idade').getAttribute('aria-describedby')).toContain('fc-erro')
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers Gulati only to women, explains the Gellish fallback and shows Friel zones', async () => {
    const { page, context, errors } = await openCalculator(HEART_RATE, DESKTOP)
    const methods = () =>
      field(page, 'Método')
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(await methods()).toEqual(['fox', 'tanaka', 'gellish', 'medida'])
    await field(page, 'Sexo').selectOption('feminino')
    expect(await methods()).toEqual(['fox', 'tanaka', 'gellish', 'gulati', 'medida'])
    await field(page, 'Método').selectOption('gulati')
    await field(page, 'Idade').fill('40')
    await button(page, 'Calcular').click()
    await expect.poll(() => resultText(page)).toContain('Fórmula de Gulati (206 − 0,88 × idade)')
    expect(await resultText(page)).toContain('171bpm')
    await waitForSave(page, 'Calcular', 'heart_rate', { age: 40, gender: 'feminino', max_hr: 171 })

    await field(page, 'Sexo').selectOption('masculino')
    await button(page, 'Calcular').click()
    await expect.poll(() => resultText(page)).toContain(GULATI_NOTICE)
    expect(await resultText(page)).toContain('Fórmula de Gellish (206,9 − 0,67 × idade)')
    expect(await resultText(page)).toContain('180bpm')
    await waitForSave(page, 'Calcular', 'heart_rate', { age: 40, gender: 'masculino', max_hr: 180 })

    // The FTHR form replaces the result panel.
    await button(page, 'Calcular FTHR').click()
    await page.getByRole('heading', { name: 'Calcular FTHR' }).waitFor()
    expect(await result(page).count()).toBe(0)
    expect(await button(page, 'Salvar FTHR').isDisabled()).toBe(true)
    await field(page, 'FTHR (bpm)').fill('90')
    await button(page, 'Salvar FTHR').click()
    await expectAlert(page, 'Por favor, insira um FTHR válido entre 100 e 220 bpm.')
    await expectAccessible(page)
    await button(page, 'Cancelar').click()
    await expect.poll(() => result(page).count()).toBe(1)

    await button(page, 'Calcular FTHR').click()
    await field(page, 'FTHR (bpm)').fill('165')
    await button(page, 'Salvar FTHR').click()
    await expect.poll(() => resultText(page)).toContain('Zonas de ciclismo pelo FTHR (Joe Friel)')
    const text = await resultText(page)
    expect(text).toContain('Zonas pela frequência cardíaca máxima')
    expect(text).toContain('até 133 bpm')
    expect(text).toContain('165–169 bpm')
    expect(text).toContain('175 bpm ou mais')
    expect(text).toContain('A Quick Guide to Setting Zones')
    await waitForSave(page, 'Calcular', 'heart_rate', { age: 40, gender: 'masculino', fthr: 165 })
    await expectAccessible(page)

    // The latest record prefills the form and shows its result after a reload.
    await reload(page)
    await expect.poll(() => field(page, 'Idade').inputValue()).toBe('40')
    expect(await field(page, 'Sexo').inputValue()).toBe('masculino')
    expect(await field(page, 'Método').inputValue()).toBe('gulati')
    await expect.poll(() => resultText(page)).toContain(GULATI_NOTICE)
    expect(await resultText(page)).toContain('175 bpm ou mais')
    expect(await page.getByText('FTHR: 165 bpm').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the result in the same frame as the click', async () => {
    const { page, context } = await openCalculator(HEART_RATE)
    await field(page, 'Idade').fill('30')
    const painted = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const submit = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === 'Calcular',
          )
          submit?.click()
          // The frame after the click: whatever is in the DOM now is what gets painted.
          requestAnimationFrame(() =>
            resolve(document.querySelector('[aria-labelledby="resultado"]')?.textContent ?? ''),
          )
        }),
    )
    expect(painted).toContain('190bpm')
    await context.close()
  })
})

describe('FTP', () => {
  it('keeps its explanations as the prerendered HTML, and draws them after a client-side visit', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE)
    const explanations: string[] = []
    context.on('request', (request) => {
      // The service worker's install fetches every precached chunk, this one too, whenever it
      // runs (late on a loaded machine): only what the pages ask counts.
      if (request.serviceWorker()) return
      if (/\/assets\/ftp-info-[^/]+\.js$/.test(request.url())) explanations.push(request.url())
    })
    const heading = (on: Page) => on.getByRole('heading', { name: 'O que é FTP?', level: 2 })
    const openFtpFromTheHub = async (on: Page) => {
      await on.locator(`a[href="${FTP}"]`).first().click()
      await expect.poll(() => on.locator('h1').textContent()).toBe('FTP')
      await expect.poll(() => heading(on).count()).toBe(1)
    }
    await page.goto(FTP)
    await waitForScreen(page)
    await fill(page, { 'FTP (watts)': '250' })
    await button(page, 'Calcular Zonas').click()
    await expect.poll(() => resultText(page)).toContain('228–263 W')
    await expect.poll(() => heading(page).count()).toBe(1)
    // Away and back through the app's links: the markup this tab was given is drawn again.
    await page.getByRole('link', { name: 'Voltar para Calculadoras' }).click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('Calculadoras')
    await openFtpFromTheHub(page)
    expect(explanations).toEqual([])
    // A tab that first opened another page: the explanations come from their own chunk.
    const other = await context.newPage()
    await other.goto('/calculadoras')
    await waitForScreen(other)
    await openFtpFromTheHub(other)
    // Asked for on the link's hover intent (the router's preload) and by the part itself.
    expect(explanations.length).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a saved record read after the rider has put the cursor in a field leaves the field to them', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE, { serviceWorkers: 'block' })
    await page.goto(FTP)
    await waitForScreen(page)
    await field(page, 'FTP (watts)').fill('260')
    await button(page, 'Calcular Zonas').click()
    await waitForSave(page, 'Calcular Zonas', 'ftp', { ftp: 260 })

    // The next visit reads that record late: its reader's code is held until the rider is in
    // the field. Landing then, it would put '260' under the caret, before what they type.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route(/\/assets\/latest-record-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    await waitForScreen(page)
    await field(page, 'FTP (watts)').focus()
    release()
    // What the reader loads next (its code, the results store) and reads (IndexedDB) happens on
    // this page: once its network has been quiet for half a second and its main thread and the
    // same store have been idle twice over, a record it applied would be on screen.
    await page.waitForLoadState('networkidle')
    const idle = () =>
      page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
    await idle()
    await newestOnDevice(page, 'ftp')
    await idle()
    expect(await field(page, 'FTP (watts)').inputValue()).toBe('')
    await field(page, 'FTP (watts)').pressSequentially('270')
    await button(page, 'Calcular Zonas').click()
    await expect.poll(() => resultText(page)).toContain('0–149 W')
    await waitForSave(page, 'Calcular Zonas', 'ftp', { ftp: 270 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('validates, computes Coggan and TrainerRoad zones with W/kg and prefills after reload', async () => {
    const { page, context, errors } = await openCalculator(FTP)
    expect(await page.locator('h1').textContent()).toBe('FTP')
    expect(await button(page, 'Calcular Zonas').isDisabled()).toBe(true)
    await field(page, 'FTP (watts)').pressSequentially('-a')
    expect(await field(page, 'FTP (watts)').inputValue()).toBe('')

    await field(page, 'FTP (watts)').fill('0')
    await button(page, 'Calcular Zonas').click()
    await expectAlert(page, 'Valor inválido')
    await expectAlert(page, 'Por favor, insira um valor válido para FTP.')
    await expectAccessible(page)

    await field(page, 'FTP (watts)').fill('250')
    await button(page, 'Calcular Zonas').click()
    await expect.poll(() => resultText(page)).toContain('0–138 W')
    // On a phone the result comes up: its heading, focused, in the upper half of the screen
    // (focus alone left it at the bottom edge, behind the tab bar, the zones out of sight).
    const heading = page.getByRole('heading', { name: 'Resultado', exact: true })
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true)
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(MOBILE.height / 2)
    let text = await resultText(page)
    for (const range of [
      '140–188 W',
      '190–225 W',
      '228–263 W',
      '265–300 W',
      '303–375 W',
      '378 W ou mais',
    ]) {
      expect(text).toContain(range)
    }
    expect(text).toContain('Coggan')
    expect(text).toContain('Neuromuscular')
    expect(text).not.toContain('W/kg')
    await waitForSave(page, 'Calcular Zonas', 'ftp', { ftp: 250, method: 'coggan' })

    await field(page, 'Peso (kg)').fill('20')
    await button(page, 'Calcular Zonas').click()
    await expectAlert(page, 'Por favor, insira um peso válido entre 30 e 300 kg.')

    await field(page, 'Peso (kg)').fill('75')
    await field(page, 'Método').selectOption('trainerroad')
    await button(page, 'Calcular Zonas').click()
    await expect.poll(() => resultText(page)).toContain('Sweet Spot')
    text = await resultText(page)
    expect(text).toContain('3,33 W/kg')
    expect(text).toContain('220–235 W')
    expect(text).toContain('2,93–3,13 W/kg')
    expect(text).toContain('303 W ou mais')
    await waitForSave(page, 'Calcular Zonas', 'ftp', {
      ftp: 250,
      method: 'trainerroad',
      weight_kg: 75,
    })
    await expectAccessible(page)

    await reload(page)
    await expect.poll(() => field(page, 'FTP (watts)').inputValue()).toBe('250')
    expect(await field(page, 'Método').inputValue()).toBe('trainerroad')
    expect(await field(page, 'Peso (kg)').inputValue()).toBe('75')
    await expect.poll(() => resultText(page)).toContain('220–235 W')
    await page.getByRole('heading', { name: 'Como estimar seu FTP' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('IMC', () => {
  it('validates, classifies 180 cm 75 kg as 23,1 Peso normal and prefills after reload', async () => {
    const { page, context, errors } = await openCalculator(IMC)
    expect(await page.locator('h1').textContent()).toBe('IMC')
    await button(page, 'Calcular IMC').click()
    await expectAlert(page, 'Por favor, preencha altura e peso.')
    await fill(page, { 'Altura (cm)': '90', 'Peso (kg)': '75' })
    await button(page, 'Calcular IMC').click()
    await expectAlert(page, 'Por favor, insira uma altura válida entre 100 e 250 cm.')
    await fill(page, { 'Altura (cm)': '180', 'Peso (kg)': '20' })
    await button(page, 'Calcular IMC').click()
    await expectAlert(page, 'Por favor, insira um peso válido entre 30 e 300 kg.')
    await expectAccessible(page)

    // Only positive values with one decimal are kept.
    await field(page, 'Peso (kg)').fill('')
    await field(page, 'Peso (kg)').pressSequentially('75,55')
    expect(await field(page, 'Peso (kg)').inputValue()).toBe('75,5')
    await field(page, 'Peso (kg)').fill('75')
    await button(page, 'Calcular IMC').click()
    await expect.poll(() => resultText(page)).toContain('23,1')
    expect(await resultText(page)).toContain('Peso normal')
    expect(await resultText(page)).toContain('Continue assim!')
    const current = result(page).locator('tr[aria-current="true"]')
    expect(await current.textContent()).toContain('18,5 a 24,9')
    await waitForSave(page, 'Calcular IMC', 'imc', { height: 180, weight: 75 })
    await expectAccessible(page)

    await reload(page)
    await expect.poll(() => field(page, 'Altura (cm)').inputValue()).toBe('180')
    expect(await field(page, 'Peso (kg)').inputValue()).toBe('75')
    await expect.poll(() => resultText(page)).toContain('23,1')
    await page.getByRole('heading', { name: 'Sobre o IMC' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('Harris-Benedict', () => {
  it('validates and computes the revised equations, goals included', async () => {
    const { page, context, errors } = await openCalculator(HARRIS_BENEDICT, DESKTOP)
    expect(await page.locator('h1').textContent()).toBe('Harris-Benedict')
    await fill(page, { 'Altura (cm)': '180', 'Peso (kg)': '75' })
    await button(page, 'Calcular TMB').click()
    await expectAlert(page, 'Por favor, preencha altura, peso e idade.')
    await field(page, 'Idade').fill('5')
    await button(page, 'Calcular TMB').click()
    await expectAlert(page, 'Por favor, insira uma idade válida entre 10 e 120 anos.')
    await fill(page, { 'Altura (cm)': '260', Idade: '30' })
    await button(page, 'Calcular TMB').click()
    await expectAlert(page, 'Por favor, insira uma altura válida entre 100 e 250 cm.')

    // Men: 88,362 + 13,397 × 75 + 4,799 × 180 − 5,677 × 30 = 1.787; × 1,55 = 2.770.
    await field(page, 'Altura (cm)').fill('180')
    await field(page, 'Nível de atividade').selectOption('moderate')
    await button(page, 'Calcular TMB').click()
    await expect.poll(() => resultText(page)).toContain('1.787')
    let text = await resultText(page)
    expect(text).toContain('2.770')
    for (const goal of ['2.370 kcal/dia', '2.570 kcal/dia', '2.970 kcal/dia', '3.170 kcal/dia']) {
      expect(text).toContain(goal)
    }
    await waitForSave(page, 'Calcular TMB', 'harris_benedict', {
      height: 180,
      weight: 75,
      age: 30,
      gender: 'male',
    })
    await expectAccessible(page)

    // Women: 447,593 + 9,247 × 60 + 3,098 × 165 − 4,33 × 25 = 1.405; sedentary × 1,2 = 1.686.
    await fill(page, { 'Altura (cm)': '165', 'Peso (kg)': '60', Idade: '25' })
    await field(page, 'Sexo').selectOption('female')
    await field(page, 'Nível de atividade').selectOption('sedentary')
    await button(page, 'Calcular TMB').click()
    await expect.poll(() => resultText(page)).toContain('1.405')
    text = await resultText(page)
    expect(text).toContain('1.686')
    expect(text).toContain('1.286 kcal/dia')
    await waitForSave(page, 'Calcular TMB', 'harris_benedict', {
      height: 165,
      weight: 60,
      age: 25,
      gender: 'female',
    })

    await reload(page)
    await expect.poll(() => field(page, 'Idade').inputValue()).toBe('25')
    expect(await field(page, 'Sexo').inputValue()).toBe('female')
    expect(await field(page, 'Nível de atividade').inputValue()).toBe('sedentary')
    await expect.poll(() => resultText(page)).toContain('1.686')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('tyre pressure', () => {
  it('validates, gives both wheels in psi and bar, warns out of range and caps hookless', async () => {
    const { page, context, errors } = await openCalculator(TYRES)
    expect(await page.locator('h1').textContent()).toBe('Pressão dos Pneus')
    expect(await page.getByText(ANONYMOUS_PROMPT).count()).toBe(0)
    await button(page, 'Calcular Pressão').click()
    await expectAlert(
      page,
      'Por favor, preencha o peso do ciclista, o peso da bicicleta e a largura do pneu.',
    )
    await fill(page, {
      'Peso do ciclista (kg)': '80',
      'Peso da bicicleta (kg)': '50',
      'Largura do pneu': '2,4',
    })
    await button(page, 'Calcular Pressão').click()
    await expectAlert(page, 'Por favor, insira um peso da bicicleta válido entre 5 e 40 kg.')

    await field(page, 'Peso da bicicleta (kg)').fill('14')
    await button(page, 'Calcular Pressão').click()
    await expect.poll(() => resultText(page)).toContain('20,9 psi')
    let text = await resultText(page)
    expect(text).toContain('31,3 psi')
    expect(text).toContain('1,4 bar')
    expect(text).toContain('2,2 bar')
    expect(text).toContain('Na trilha')
    await expectAccessible(page)

    await field(page, 'Unidade da largura').selectOption('mm')
    await field(page, 'Largura do pneu').fill('19')
    await button(page, 'Calcular Pressão').click()
    await expect.poll(() => resultText(page)).toContain('fora da faixa do método (20 a 102 mm)')

    await fill(page, { 'Peso do ciclista (kg)': '110', 'Peso da bicicleta (kg)': '9' })
    await field(page, 'Largura do pneu').fill('25')
    await page.getByLabel('Aro hookless (sem gancho)').check()
    await button(page, 'Calcular Pressão').click()
    await expect.poll(() => resultText(page)).toContain('72,5 psi')
    text = await resultText(page)
    expect(text).toContain('5,0 bar')
    expect(text).toContain('o máximo da norma ETRTO para aros hookless')
    expect(await page.getByRole('link', { name: /All About Tire Inflation/ }).count()).toBe(1)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('suspension', () => {
  it('validates and gives the sag in mm for fork and shock, with how to measure it', async () => {
    const { page, context, errors } = await openCalculator(SUSPENSION, DESKTOP)
    expect(await page.locator('h1').textContent()).toBe('Suspensão')
    await button(page, 'Calcular Sag').click()
    await expectAlert(page, 'Por favor, insira o curso do garfo ou do amortecedor.')
    await fill(page, { 'Curso do garfo (mm)': '300' })
    await button(page, 'Calcular Sag').click()
    await expectAlert(page, 'Por favor, insira um curso de garfo válido entre 40 e 220 mm.')
    await fill(page, { 'Curso do garfo (mm)': '150', 'Sag alvo do garfo (%)': '50' })
    await button(page, 'Calcular Sag').click()
    await expectAlert(page, 'Por favor, insira um sag alvo válido entre 5 e 45%.')

    await fill(page, { 'Sag alvo do garfo (%)': '', 'Curso do amortecedor (mm)': '60' })
    await button(page, 'Calcular Sag').click()
    await expect.poll(() => resultText(page)).toContain('33,8 mm')
    expect(await resultText(page)).toContain('16,5 mm')

    await field(page, 'Estilo de pilotagem').selectOption('downhill')
    await fill(page, { 'Curso do garfo (mm)': '200', 'Curso do amortecedor (mm)': '' })
    await button(page, 'Calcular Sag').click()
    await expect.poll(() => resultText(page)).toContain('65,0 mm')
    expect(await resultText(page)).not.toContain('Sag do amortecedor')
    await page.getByRole('heading', { name: 'Como medir o sag' }).waitFor()
    expect(await page.getByRole('link', { name: 'Measuring & Setting Sag' }).count()).toBe(1)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('common to the calculators', () => {
  it.each([HEART_RATE, FTP, IMC, HARRIS_BENEDICT])(
    '%s tells a signed-out rider where results are kept',
    async (path) => {
      const { page, context, errors } = await openCalculator(path)
      await page.getByText(ANONYMOUS_PROMPT).waitFor()
      const link = page.getByRole('link', { name: 'Entrar ou criar conta' })
      expect(await link.getAttribute('href')).toBe('/entrar')
      expect(await page.locator('h1').count()).toBe(1)
      await expectAccessible(page)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('goes back to the hub and keeps the session notes', async () => {
    const { page, context } = await openCalculator(IMC)
    await page.getByRole('link', { name: 'Voltar para Calculadoras' }).click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('Calculadoras')
    const notes = await page.evaluate(() => ({
      returning: sessionStorage.getItem('calculadoras_returning'),
      page: sessionStorage.getItem('calculadoras_current_page'),
    }))
    expect(notes).toEqual({ returning: 'true', page: 'IMC' })
    await context.close()
  })

  it('shares through the Web Share API when the device has it', async () => {
    const tracked = await openPage(browser)
    await tracked.page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value(data: ShareData) {
          ;(window as unknown as { shared: ShareData }).shared = data
          return Promise.resolve()
        },
      })
    })
    const { page, context } = tracked
    await page.goto(FTP)
    await waitForScreen(page)
    await field(page, 'FTP (watts)').fill('250')
    await button(page, 'Calcular Zonas').click()
    await button(page, 'Compartilhar').click()
    const shared = await page.waitForFunction(
      () => (window as unknown as { shared?: ShareData }).shared,
    )
    const data = (await shared.jsonValue()) as ShareData
    expect(data.title).toBe('Zonas de FTP')
    expect(data.text).toContain('Z7 — Neuromuscular: 378 W ou mais')
    expect(data.url).toContain(FTP)
    await context.close()
  })

  it('copies the result when there is no share sheet, and prints without the controls', async () => {
    const tracked = await openPage(browser, DESKTOP)
    const { page, context } = tracked
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined })
      window.print = () => {
        ;(window as unknown as { printed: boolean }).printed = true
      }
    })
    await page.goto(HEART_RATE)
    await waitForScreen(page)
    await field(page, 'Idade').fill('30')
    await button(page, 'Calcular').click()
    await button(page, 'Compartilhar').click()
    await page.getByText('Resultado copiado').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Frequência cardíaca máxima: 190 bpm')
    expect(copied).toContain('Zona 1 — Recuperação Ativa: 95–114 bpm')

    await button(page, 'Imprimir').click()
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(
      true,
    )
    await page.emulateMedia({ media: 'print' })
    expect(await button(page, 'Imprimir').isVisible()).toBe(false)
    expect(await button(page, 'Calcular').isVisible()).toBe(false)
    expect(await page.locator('header').first().isVisible()).toBe(false)
    expect(await result(page).getByText('172–190 bpm').isVisible()).toBe(true)
    await context.close()
  })

  it('keeps working offline once loaded, and reopens offline with the saved result', async () => {
    const { page, context, errors } = await openCalculator(HEART_RATE)
    // Let the service worker finish precaching first: going offline mid-install would fail it.
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForLoadState('networkidle')
    await context.setOffline(true)
    await field(page, 'Idade').fill('30')
    await button(page, 'Calcular').click()
    await expect.poll(() => resultText(page)).toContain('172–190 bpm')
    await waitForSave(page, 'Calcular', 'heart_rate', { age: 30 })

    // Once the service worker controls the page, the screen reopens offline, prefilled from the
    // local store.
    await context.setOffline(false)
    await reload(page)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true)
    await context.setOffline(true)
    await reload(page)
    await expect.poll(() => field(page, 'Idade').inputValue()).toBe('30')
    await expect.poll(() => resultText(page)).toContain('172–190 bpm')
    await field(page, 'Idade').fill('45')
    await button(page, 'Calcular').click()
    await expect.poll(() => resultText(page)).toContain('175bpm')
    await waitForSave(page, 'Calcular', 'heart_rate', { age: 45 })
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([])
    await context.close()
  })
})
