/**
 * The field tests of issue 33 in Chromium, each run to its end on the page's own clock
 * (`page.clock`: a 65-minute test takes seconds). Sensors stream through the scripted
 * `navigator.bluetooth` (tests/fixtures/bluetooth), which plays a whole test's bytes at their
 * times; the trainer in ERG is Chromium's own Web Bluetooth under the DevTools emulation, so the
 * bytes the app writes to the control point are the ones Chromium would send a real trainer (only
 * the trainer's answers are relayed into the page: the emulation cannot indicate).
 */
import { readFile } from 'node:fs/promises'
import { Decoder, Stream } from '@garmin/fitsdk'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { button, field, launchBrowser, waitForScreen, waitForWorker } from './browser'
import { newestOnDevice } from './early'
import {
  POWER_ID,
  POWER_NAME,
  STRAP_ID,
  STRAP_NAME,
  connectCalls,
  connectSensor,
  emulateFtmsTrainer,
  launchBrowserWithWebBluetooth,
  openFieldTest,
  pauseClock,
  powerMeter,
  recordedUpTo,
  recordingsOnDevice,
  resultHeading,
  resultSection,
  startTest,
  strap,
  trainer,
  TRAINER_NAME,
  waitForTestPanel,
  type EmulatedTrainer,
  type Profile,
} from './field-tests'
import {
  installScriptedBluetooth,
  type BluetoothScript,
} from '../fixtures/bluetooth/scripted-bluetooth'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
})

const FTP_20_PATH = '/treinos/teste-ftp-20-minutos'
const RAMP_PATH = '/treinos/teste-rampa'
const FTHR_30_PATH = '/treinos/teste-fthr-30-minutos'
const FTP_CALCULATOR = '/calculadoras/calcular-FTP'
const HEART_RATE_CALCULATOR = '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'

const minutes = (n: number) => n * 60
const within = (second: number, from: number, to: number) => second >= from && second < to

/**
 * FTP 20 (65 min): the 5 minutes all-out at 23:00–28:00, the measured block at 35:00–55:00 at
 * 268 W; easy riding elsewhere.
 */
const FTP_20 = {
  seconds: minutes(65),
  block: { from: minutes(35), to: minutes(55) },
  power: ((s) =>
    within(s, minutes(35), minutes(55))
      ? 268
      : within(s, minutes(23), minutes(28))
        ? 330
        : 160) as Profile,
  heartRate: ((s) => (within(s, minutes(35), minutes(55)) ? 168 : 128)) as Profile,
}

/**
 * The ramp without a saved FTP: 5 minutes' warm-up at 100 W, then steps of 100, 120 … W a
 * minute, each ridden at its target up to 340 W (step 13, 17:00–18:00); at 360 W the rider
 * gives up and turns 150 W, under half the target.
 */
const RAMP = {
  seconds: minutes(20),
  power: ((s) => {
    if (s < minutes(5)) return 100
    const step = Math.floor((s - minutes(5)) / 60)
    return step <= 12 ? 100 + 20 * step : 150
  }) as Profile,
  heartRate: ((s) => 110 + Math.floor(s / 20)) as Profile,
}

/** FTHR 30 (50 min): 165 bpm in the first 10 minutes of the 30, 171 in the last 20. */
const FTHR_30 = {
  seconds: minutes(50),
  heartRate: ((s) =>
    s < minutes(10) ? 130 : s < minutes(20) ? 165 : s < minutes(40) ? 171 : 120) as Profile,
  power: ((s) => (within(s, minutes(10), minutes(40)) ? 230 : 140)) as Profile,
}

const ftp20Sensors = (): BluetoothScript => ({
  devices: [
    strap(FTP_20.heartRate, { to: FTP_20.seconds }),
    powerMeter(FTP_20.power, { to: FTP_20.seconds }),
  ],
})

const rampSensors = (): BluetoothScript => ({
  devices: [
    strap(RAMP.heartRate, { to: RAMP.seconds }),
    powerMeter(RAMP.power, { to: RAMP.seconds }),
  ],
})

const fthr30Sensors = (withPower: boolean): BluetoothScript => ({
  devices: [
    strap(FTHR_30.heartRate, { to: FTHR_30.seconds }),
    ...(withPower ? [powerMeter(FTHR_30.power, { to: FTHR_30.seconds })] : []),
  ],
})

const player = (page: Page) => page.getByRole('region', { name: 'Teste em andamento' })
const playerText = async (page: Page) => (await player(page).textContent()) ?? ''
const resultText = async (page: Page) => (await resultSection(page).textContent()) ?? ''

async function connectStrapAndPowerMeter(page: Page): Promise<void> {
  await connectSensor(page, 'Conectar cinta cardíaca', 'Cinta cardíaca')
  await connectSensor(page, 'Conectar potenciômetro', 'Potenciômetro')
}

/** 'Usar este FTP': the FTP calculator opens on the value, kept on the device as a field test's. */
async function expectFtpUsed(page: Page, ftp: number): Promise<void> {
  // The calculator's screen loads and saves on timers of its own: let the page's time flow.
  await page.clock.resume()
  await button(page, 'Usar este FTP').click()
  await page.waitForURL((url) => url.pathname === FTP_CALCULATOR)
  await expect.poll(() => field(page, 'FTP (watts)').inputValue()).toBe(String(ftp))
  expect(await newestOnDevice(page, 'ftp')).toMatchObject({
    ftp,
    method: 'coggan',
    source: 'field_test',
  })
}

describe('each field test to its result, with a strap and a power meter', () => {
  it("FTP 20 minutos: 20 minutes at 268 W give 255 W ('95 % de 268 W = 255 W'); 'Baixar .fit' gives the recording, 'Usar este FTP' opens the calculator on 255, saved as a field test's", async () => {
    const { page, context, errors } = await openFieldTest(browser, FTP_20_PATH, {
      bluetooth: ftp20Sensors(),
    })
    await connectStrapAndPowerMeter(page)
    expect(
      await page.getByRole('listitem').filter({ hasText: 'Cinta cardíaca' }).textContent(),
    ).toContain(`${STRAP_NAME} · bateria 85 %`)
    const time = await startTest(page)

    await time.runTo(minutes(40))
    const block = await playerText(page)
    expect(block).toContain('20 minutos no máximo sustentável')
    expect(block).toContain('Teste: 40:00 · faltam 25:00')
    expect(await page.getByRole('timer').textContent()).toBe('15:00')
    expect(block).toContain('Potência268W')
    expect(block).toContain('Potência 3 s268W')
    expect(block).toContain('FC168bpm')
    // No trainer: the rider sets the effort, so no target is shown.
    expect(block).not.toContain('Alvo')

    await time.runTo(FTP_20.seconds)
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    expect(result).toContain('Seu FTP255W')
    expect(result).toContain('95 % de 268 W = 255 W')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Baixar .fit').click(),
    ])
    expect(download.suggestedFilename()).toBe('teste-ftp-20-minutos-2026-11-28.fit')
    const decoder = new Decoder(Stream.fromByteArray(await readFile(await download.path())))
    expect(decoder.checkIntegrity()).toBe(true)
    const { messages, errors: fitErrors } = decoder.read()
    expect(fitErrors).toEqual([])
    const records = messages.recordMesgs ?? []
    expect(records).toHaveLength(FTP_20.seconds)
    expect(records[minutes(45)]).toMatchObject({ power: 268, heartRate: 168 })

    await expectFtpUsed(page, 255)
    expect(errors).toEqual([])
    await context.close()
  })

  it('Rampa: the best minute at 340 W gives 255 W, and the ramp ends by itself once the rider falls under half the target', async () => {
    const { page, context, errors } = await openFieldTest(browser, RAMP_PATH, {
      bluetooth: rampSensors(),
    })
    expect(await page.getByText('Sem um FTP salvo, a rampa começa em 100 W').count()).toBe(1)
    await connectStrapAndPowerMeter(page)
    const time = await startTest(page)

    await time.runTo(minutes(17) + 30)
    const step = await playerText(page)
    expect(step).toContain('Degrau 13')
    expect(step).toContain('Alvo: 340 W')
    expect(step).toContain('Depois: Degrau 14 (360 W)')
    expect(step).toContain('Potência340W')
    expect(await page.getByRole('timer').textContent()).toBe('00:30')

    // 150 W against 360 W since 18:00: still running 9 s later, ended by the 10th.
    await time.runTo(minutes(18) + 9)
    expect(await player(page).count()).toBe(1)
    await time.runTo(minutes(18) + 11)
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    expect(result).toContain('Seu FTP255W')
    expect(result).toContain('75 % de 340 W = 255 W')
    // Ended at 18:10 exactly: the recording stops with its 10th second under half the target.
    const [recording] = await recordingsOnDevice(page)
    expect(recording?.header.status).toBe('ended')
    expect(recording?.seconds.at(-1)).toMatchObject({ second: minutes(18) + 9, watts: 150 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('a trainer that refuses control (0x80 00 05): the ramp says so and goes on without ERG', async () => {
    const { page, context, errors } = await openFieldTest(browser, RAMP_PATH, {
      bluetooth: {
        devices: [
          trainer(() => 110, { to: minutes(8) }, { answers: [{ opCode: 0x00, result: 5 }] }),
        ],
      },
    })
    await connectSensor(page, 'Conectar rolo', TRAINER_NAME)
    const time = await startTest(page)
    await time.runTo(10)
    expect(
      await page
        .getByText('O rolo não aceitou o modo ERG: o teste segue sem ERG, no seu ritmo.')
        .count(),
    ).toBe(1)
    await time.runTo(minutes(6) + 30)
    const step = await playerText(page)
    expect(step).toContain('Degrau 2')
    expect(step).toContain('Potência110W')
    expect(errors).toEqual([])
    await context.close()
  })

  it("FTHR 30 minutos, paused 2 minutes in its block: the last 20 minutes at 171 bpm and the 30 minutes' power are offered only 'com pausa', the FTHR saved on that tap alone", async () => {
    // 'Pausar' at 25:00 for 2 minutes. The sensors go on meanwhile (the rider soft-pedals at
    // 100 bpm and 90 W); recorded, those would pull both averages down.
    const pauseAt = minutes(25)
    const pause = 120
    const paused =
      (profile: Profile, during: number): Profile =>
      (s) =>
        s < pauseAt ? profile(s) : s < pauseAt + pause ? during : profile(s - pause)
    const wallSeconds = FTHR_30.seconds + pause
    const { page, context, errors } = await openFieldTest(browser, FTHR_30_PATH, {
      bluetooth: {
        devices: [
          strap(paused(FTHR_30.heartRate, 100), { to: wallSeconds }),
          powerMeter(paused(FTHR_30.power, 90), { to: wallSeconds }),
        ],
      },
    })
    await connectStrapAndPowerMeter(page)
    const time = await startTest(page)
    await time.runTo(pauseAt)
    await button(page, 'Pausar').click()
    await page.getByRole('status').filter({ hasText: 'Teste pausado' }).waitFor()
    await time.runTo(pauseAt + pause)
    expect(await page.getByRole('timer').textContent()).toBe('15:00')
    expect(await playerText(page)).toContain('Teste: 25:00')
    await button(page, 'Continuar').click()
    await time.runTo(pauseAt + pause + 60)
    expect(await page.getByRole('timer').textContent()).toBe('14:00')

    await time.runTo(wallSeconds)
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    // The pause is not recorded: the figures are the two parts' (issue 39), so they come 'com
    // pausa', and the plain 'Salvar FTHR' is not there.
    expect(result).toContain(
      'O bloco de 30 minutos foi interrompido por 2 min. O resultado com pausa não é uma FTHR ' +
        'confiável. Para um resultado confiável, faça o teste de novo sem pausar no bloco.',
    )
    expect(result).toContain('Sua FTHR (com pausa)171bpm')
    expect(result).toContain('média dos últimos 20 minutos: 171 bpm')
    expect(result).toContain('Potência média dos 30 minutos (referência de FTP, com pausa)230W')
    expect(result).toContain('potência média dos 30 minutos: 230 W')
    expect(await button(page, 'Salvar FTHR').count()).toBe(0)
    expect(await newestOnDevice(page, 'heart_rate')).toBeNull()
    await page.clock.resume()
    await button(page, 'Salvar mesmo assim (com pausa)').click()
    // Without a saved heart-rate result or an age, the calculator opens on the FTHR to save.
    await page.waitForURL((url) => url.pathname === HEART_RATE_CALCULATOR)
    await expect.poll(() => page.locator('main').textContent()).toContain('FTHR: 171 bpm')
    expect(errors).toEqual([])
    await context.close()
  })
})

/**
 * The whole result of the strap-only FTHR test: the uninterrupted run shows it, and so must the
 * run reloaded mid-test.
 */
const STRAP_ONLY_FTHR_RESULT =
  'ResultadoSua FTHR171bpmmédia dos últimos 20 minutos: 171 bpmSalvar FTHRBaixar .fitFazer o teste de novo'

describe('FTHR with a strap only', () => {
  it("the strap alone: heart rate on screen and no power, FTHR 171; 'Salvar FTHR' hands it to the heart-rate calculator", async () => {
    const { page, context, errors } = await openFieldTest(browser, FTHR_30_PATH, {
      bluetooth: fthr30Sensors(false),
    })
    await connectSensor(page, 'Conectar cinta cardíaca', 'Cinta cardíaca')
    const time = await startTest(page)
    await time.runTo(minutes(30))
    const running = await playerText(page)
    expect(running).toContain('30 minutos no maior esforço sustentável')
    expect(running).toContain('FC171bpm')
    expect(running).not.toContain('Potência')

    await time.runTo(FTHR_30.seconds)
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    expect(result).toBe(STRAP_ONLY_FTHR_RESULT)

    // Without a saved heart-rate result or an age, the calculator opens on the FTHR to save.
    await page.clock.resume()
    await button(page, 'Salvar FTHR').click()
    await page.waitForURL((url) => url.pathname === HEART_RATE_CALCULATOR)
    await expect.poll(() => page.locator('main').textContent()).toContain('FTHR: 171 bpm')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a trainer in ERG, through Chromium’s Bluetooth emulation', () => {
  it('the ramp asks for control, then writes the warm-up’s and each step’s target power to the control point', async () => {
    const webBluetooth = await launchBrowserWithWebBluetooth()
    let trainer: EmulatedTrainer | undefined
    try {
      const { page, context, errors } = await openFieldTest(webBluetooth, RAMP_PATH, {
        bluetooth: 'emulated',
        prepare: async (page) => {
          trainer = await emulateFtmsTrainer(webBluetooth, page)
        },
      })
      const { controlPointWrites, operations } = trainer!
      await connectSensor(page, 'Conectar rolo', 'Rolo')
      expect(operations).toContain('gatt connection')
      // Indoor Bike Data and the Control Point: both subscribed through their CCCDs.
      expect(operations.filter((op) => op.startsWith('characteristic subscribe'))).toHaveLength(2)
      expect(controlPointWrites).toEqual([])

      const time = await startTest(page)
      // Request control (0x00), then Set Target Power (0x05) 100 W for the warm-up.
      await expect.poll(() => controlPointWrites).toEqual(['00', '05 64 00'])
      expect(await playerText(page)).toContain('Alvo: 100 W')

      // Step 1 holds the warm-up's 100 W; each later step writes its own target once. The
      // clock stops at each step so every write is answered before the next second runs.
      const expected = ['00', '05 64 00']
      for (const [step, watts, bytes] of [
        [1, 100, null],
        [2, 120, '05 78 00'],
        [3, 140, '05 8c 00'],
        [4, 160, '05 a0 00'],
      ] as const) {
        await time.runTo(minutes(5) + (step - 1) * 60 + 1)
        if (bytes) expected.push(bytes)
        await expect.poll(() => controlPointWrites).toEqual(expected)
        const shown = await playerText(page)
        expect(shown).toContain(`Degrau ${step}`)
        expect(shown).toContain(`Alvo: ${watts} W`)
      }
      // Every write was answered: the trainer stays in ERG.
      expect(await page.getByText('O rolo não aceitou o modo ERG').count()).toBe(0)

      // 'Parar' lets go of the trainer (Reset, 0x01): no rider should end a ramp against 160 W.
      await button(page, 'Parar').click()
      await resultHeading(page).waitFor()
      await expect.poll(() => controlPointWrites).toEqual([...expected, '01'])
      // The emulation cannot send Indoor Bike Data either: nothing measured the ramp, so the
      // rider types the best minute.
      expect(await resultText(page)).toContain('Nenhum sensor mediu este teste.')
      expect(await field(page, 'Potência média do melhor minuto (W)').count()).toBe(1)
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await trainer?.close()
      await webBluetooth.close()
    }
  })
})

describe('a sensor dropping out mid-test', () => {
  it('the power meter drops in the 20 minutes: said at once, reconnected by itself, the 15 s without data a gap, and the FTP from what was recorded', async () => {
    const dropAt = minutes(40)
    const { page, context, errors } = await openFieldTest(browser, FTP_20_PATH, {
      bluetooth: {
        devices: [
          strap(FTP_20.heartRate, { to: FTP_20.seconds }),
          // Out of range 200 ms into 40:00; three reconnections fail (1 + 2 + 4 s), the fourth,
          // 8 s later, holds: 15 s without power.
          powerMeter(
            FTP_20.power,
            { to: FTP_20.seconds },
            { drops: [{ at: dropAt * 1000 + 200, failedReconnects: 3 }] },
          ),
        ],
      },
    })
    await connectStrapAndPowerMeter(page)
    const time = await startTest(page)
    await time.runTo(dropAt)
    await time.runFor(300)
    const alert = page.getByRole('alert').filter({ hasText: 'Sensor desconectado' })
    await expect
      .poll(() => alert.textContent())
      .toBe('Sensor desconectado: Potenciômetro. Tentando reconectar...')
    expect(await connectCalls(page, POWER_ID)).toBe(1)

    await time.runFor(14_000)
    expect(await alert.count()).toBe(1)
    expect(await connectCalls(page, POWER_ID)).toBe(4)
    // The test goes on meanwhile.
    expect(await page.getByRole('timer').textContent()).toBe('14:46')

    await time.runFor(2_000)
    await expect.poll(() => alert.count()).toBe(0)
    expect(await connectCalls(page, POWER_ID)).toBe(5)
    expect(await connectCalls(page, STRAP_ID)).toBe(1)
    expect(await playerText(page)).toContain('Potência268W')

    await time.runTo(FTP_20.seconds)
    await resultHeading(page).waitFor()
    // A gap counted as 0 W would give 95 % de 265 W = 252 W.
    const result = await resultText(page)
    expect(result).toContain('Seu FTP255W')
    expect(result).toContain('95 % de 268 W = 255 W')

    const [recording] = await recordingsOnDevice(page)
    const powered = (second: number) =>
      recording?.seconds.find((s) => s.second === second)?.watts !== undefined
    const unpowered = recording?.seconds.filter(
      (s) => within(s.second, FTP_20.block.from, FTP_20.block.to) && s.watts === undefined,
    )
    expect(unpowered?.map((s) => s.second)).toEqual(
      Array.from({ length: 15 }, (_, i) => dropAt + i),
    )
    expect(powered(dropAt - 1) && powered(dropAt + 15)).toBe(true)
    // The strap went on: every second of the block has a heart rate.
    expect(
      recording?.seconds.filter(
        (s) => within(s.second, FTP_20.block.from, FTP_20.block.to) && s.bpm !== undefined,
      ),
    ).toHaveLength(minutes(20))
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a page reloaded mid-test', () => {
  it("FTHR 30 reloaded at 25:00: 'Continuar o teste' after reconnecting the strap, and the same FTHR as without the reload", async () => {
    const reloadAt = minutes(25)
    // The rider takes 20 s to reconnect the strap and continue: a gap in the recording.
    const reconnectAt = reloadAt + 19
    const continueAt = reloadAt + 20
    const { page, context, errors, bluetoothScript } = await openFieldTest(browser, FTHR_30_PATH, {
      bluetooth: fthr30Sensors(false),
    })
    await connectSensor(page, 'Conectar cinta cardíaca', 'Cinta cardíaca')
    const time = await startTest(page)
    await time.runTo(reloadAt)
    await recordedUpTo(page, reloadAt - 6)

    // The new document's strap: allowed before, so the browser lists it; it plays on from
    // the moment it is connected again.
    await bluetoothScript.dispose()
    await page.addInitScript(installScriptedBluetooth, {
      devices: [strap(FTHR_30.heartRate, { from: reconnectAt, to: FTHR_30.seconds })],
      remembered: [STRAP_ID],
    })
    await page.reload()
    // The clock stays paused through the reload: one second lets React reveal the lazy panel.
    await waitForScreen(page)
    await time.runFor(1_000)
    await waitForTestPanel(page)
    const resume = page.getByRole('region', { name: 'Você tem um teste em andamento' })
    // Written at least every 5 s: what the reload caught in flight may be lost.
    expect(await resume.textContent()).toMatch(/(24:5[5-9]|25:00) de teste gravados neste aparelho/)
    await time.runTo(reconnectAt)
    await button(page, `Reconectar ${STRAP_NAME}`).click()
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Cinta cardíaca' }).textContent())
      .toContain('Conectado')
    await time.runTo(continueAt)
    await button(page, 'Continuar o teste').click()

    // The test's clock ran on through the reload: 25:20 in, 14:40 left of the 30 minutes.
    await player(page).waitFor()
    expect(await playerText(page)).toContain('Teste: 25:20')
    expect(await page.getByRole('timer').textContent()).toBe('14:40')
    await time.runTo(FTHR_30.seconds)
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    expect(result).toBe(STRAP_ONLY_FTHR_RESULT)

    const [recording] = await recordingsOnDevice(page)
    const missing = Array.from({ length: FTHR_30.seconds }, (_, s) => s).filter(
      (s) => !recording?.seconds.some((stored) => stored.second === s && stored.bpm),
    )
    // The 20 seconds the page was away, and at most the 5 before them that the reload caught
    // before they were written.
    const lost = reloadAt - (missing[0] ?? reloadAt)
    expect(lost).toBeGreaterThanOrEqual(0)
    expect(lost).toBeLessThanOrEqual(5)
    expect(missing).toEqual(Array.from({ length: 20 + lost }, (_, i) => reloadAt - lost + i))
    expect(errors).toEqual([])
    await context.close()
  })

  it("FTHR 30 reloaded after its block: 'Encerrar e calcular com o que foi gravado' gives the FTHR from the recording, and the test is no longer offered", async () => {
    const { page, context, errors } = await openFieldTest(browser, FTHR_30_PATH, {
      bluetooth: fthr30Sensors(false),
    })
    await connectSensor(page, 'Conectar cinta cardíaca', 'Cinta cardíaca')
    const time = await startTest(page)
    await time.runTo(minutes(41))
    await recordedUpTo(page, minutes(41) - 6)
    await page.reload()
    await waitForScreen(page)
    await time.runFor(1_000)
    await waitForTestPanel(page)
    expect(
      await page.getByRole('region', { name: 'Você tem um teste em andamento' }).textContent(),
    ).toMatch(/(40:5[5-9]|41:00) de teste gravados neste aparelho/)
    await button(page, 'Encerrar e calcular com o que foi gravado').click()
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    expect(result).toContain('Sua FTHR171bpm')
    expect(result).toContain('média dos últimos 20 minutos: 171 bpm')
    await expect
      .poll(async () => (await recordingsOnDevice(page)).map((r) => r.header.status))
      .toEqual(['ended'])

    await page.reload()
    await waitForScreen(page)
    await time.runFor(1_000)
    await waitForTestPanel(page)
    expect(await button(page, 'Iniciar teste').count()).toBe(1)
    expect(await page.getByText('Você tem um teste em andamento').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a pause inside the measured block, and in the ramp (issue 39)', () => {
  it("FTP 20 paused 5 minutes at 45:00, 10 minutes into its block, and reloaded in the pause: the result says the block was interrupted and offers the FTP only 'com pausa', saved on that tap alone; the .fit keeps the pause out of its timer", async () => {
    const pauseAt = minutes(45)
    const pause = minutes(5)
    const reloadAt = pauseAt + 60
    const reconnectAt = pauseAt + pause - 1
    const wallSeconds = FTP_20.seconds + pause
    // On the wall clock: the meter goes on through the pause (the rider stands: 0 W), which
    // records nothing; then the test's profile, 5 minutes late.
    const power: Profile = (s) =>
      s < pauseAt ? FTP_20.power(s) : s < pauseAt + pause ? 0 : FTP_20.power(s - pause)
    const { page, context, errors, bluetoothScript } = await openFieldTest(browser, FTP_20_PATH, {
      bluetooth: { devices: [powerMeter(power, { to: wallSeconds })] },
    })
    await connectSensor(page, 'Conectar potenciômetro', 'Potenciômetro')
    const time = await startTest(page)
    await time.runTo(pauseAt)
    await button(page, 'Pausar').click()
    await page.getByRole('status').filter({ hasText: 'Teste pausado' }).waitFor()
    await time.runFor(1_000)
    expect(await playerText(page)).toContain(
      'O bloco medido foi pausado: o resultado vai sair “com pausa”.',
    )
    await expect.poll(async () => (await recordingsOnDevice(page))[0]?.header.status).toBe('paused')

    // Reloaded a minute into the pause: the power meter answers again once reconnected.
    await time.runTo(reloadAt)
    await bluetoothScript.dispose()
    await page.addInitScript(installScriptedBluetooth, {
      devices: [powerMeter(power, { from: reconnectAt, to: wallSeconds })],
      remembered: [POWER_ID],
    })
    await page.reload()
    await waitForScreen(page)
    await time.runFor(1_000)
    await waitForTestPanel(page)
    await time.runTo(reconnectAt)
    await button(page, `Reconectar ${POWER_NAME}`).click()
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Potenciômetro' }).textContent())
      .toContain('Conectado')
    await time.runTo(pauseAt + pause)
    await button(page, 'Continuar o teste').click()
    await player(page).waitFor()
    const resumed = await playerText(page)
    expect(resumed).toContain('Teste: 45:00')
    // The pause's place came back with the recording.
    expect(resumed).toContain('O bloco medido foi pausado')

    await time.runTo(wallSeconds)
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    expect(result).toContain(
      'O bloco de 20 minutos foi interrompido por 5 min. O resultado com pausa não é um FTP ' +
        'confiável. Para um resultado confiável, faça o teste de novo sem pausar no bloco.',
    )
    expect(result).toContain('Seu FTP (com pausa)255W')
    expect(result).toContain('95 % de 268 W = 255 W')
    expect(await button(page, 'Usar este FTP').count()).toBe(0)

    // The file: every second recorded, the pause a 5-minute hole, out of the timer time.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Baixar .fit').click(),
    ])
    const decoder = new Decoder(Stream.fromByteArray(await readFile(await download.path())))
    expect(decoder.checkIntegrity()).toBe(true)
    const { messages, errors: fitErrors } = decoder.read()
    expect(fitErrors).toEqual([])
    const records = messages.recordMesgs ?? []
    expect(records).toHaveLength(FTP_20.seconds)
    const at = (index: number) => (records[index]?.timestamp as Date).getTime()
    expect(at(pauseAt) - at(pauseAt - 1)).toBe((pause + 1) * 1000)
    expect(messages.sessionMesgs?.[0]).toMatchObject({
      totalElapsedTime: wallSeconds,
      totalTimerTime: FTP_20.seconds,
    })

    // Nothing is the rider's FTP until the tap that says 'com pausa'.
    expect(await newestOnDevice(page, 'ftp')).toBeNull()
    await page.clock.resume()
    await button(page, 'Usar mesmo assim (com pausa)').click()
    await page.waitForURL((url) => url.pathname === FTP_CALCULATOR)
    await expect.poll(() => newestOnDevice(page, 'ftp')).toMatchObject({ ftp: 255 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('Rampa paused in step 9: the test ends at the pause, and the FTP comes from what was ridden up to it', async () => {
    const { page, context, errors } = await openFieldTest(browser, RAMP_PATH, {
      bluetooth: rampSensors(),
    })
    await connectStrapAndPowerMeter(page)
    const time = await startTest(page)
    await time.runTo(minutes(4))
    expect(await playerText(page)).not.toContain('pausar encerra o teste')
    await time.runTo(minutes(13) + 30)
    expect(await playerText(page)).toContain(
      'Nos degraus, pausar encerra o teste: a rampa vai até o seu limite.',
    )
    await button(page, 'Pausar').click()
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    expect(result).toContain(
      'Você pausou no Degrau 9. Na rampa, uma pausa encerra o teste, como chegar ao limite: ' +
        'o resultado vem do que você pedalou até a pausa.',
    )
    // The best minute is the last one: 12:30–13:30, half at 240 W and half at 260 W.
    expect(result).toContain('Seu FTP188W')
    expect(result).toContain('75 % de 250 W = 188 W')
    expect(await button(page, 'Usar este FTP').count()).toBe(1)
    await expect.poll(async () => (await recordingsOnDevice(page))[0]?.header.status).toBe('ended')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('without Web Bluetooth (an iPhone, Firefox, Safari)', () => {
  it('the page says so, the test runs as a guided timer, and the power typed at the end gives the FTP, saved', async () => {
    const { page, context, errors } = await openFieldTest(browser, FTP_20_PATH, {
      bluetooth: 'none',
    })
    const note = page.getByRole('note')
    expect(await note.textContent()).toContain(
      'Este navegador não conecta sensores Bluetooth (iPhone, Firefox e Safari não têm essa função).',
    )
    expect(await page.getByRole('button', { name: /^Conectar/ }).count()).toBe(0)
    const time = await startTest(page)
    await time.runTo(minutes(36))
    const running = await playerText(page)
    expect(running).toContain('20 minutos no máximo sustentável')
    expect(running).not.toMatch(/Potência|FC|Cadência/)

    await time.runTo(FTP_20.seconds)
    await resultHeading(page).waitFor()
    expect(await resultText(page)).toContain(
      'Nenhum sensor mediu este teste. Digite o que o ciclocomputador ou o relógio mostra:',
    )
    expect(await button(page, 'Baixar .fit').count()).toBe(0)
    await field(page, 'Potência média dos 20 minutos (W)').fill('268')
    await button(page, 'Calcular').click()
    await expect.poll(() => resultText(page)).toContain('Seu FTP255W')
    expect(await resultText(page)).toContain('95 % de 268 W = 255 W')
    await expectFtpUsed(page, 255)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a test ended before its measured block ends', () => {
  it.each([
    {
      path: FTP_20_PATH,
      sensors: ftp20Sensors,
      stop: 'Encerrar',
      at: minutes(45),
      reason:
        'O teste terminou antes do fim do bloco “20 minutos no máximo sustentável”, por isso não há resultado.',
    },
    {
      path: RAMP_PATH,
      sensors: rampSensors,
      stop: 'Parar',
      at: minutes(5) + 50,
      reason:
        'O teste terminou antes de completar 1 minuto de rampa, e o FTP vem do melhor minuto: por isso não há resultado.',
    },
  ])('$path, stopped at $at s: no result, and why', async ({ path, sensors, stop, at, reason }) => {
    const { page, context, errors } = await openFieldTest(browser, path, {
      bluetooth: sensors(),
    })
    await connectStrapAndPowerMeter(page)
    const time = await startTest(page)
    await time.runTo(at)
    await button(page, stop).click()
    await resultHeading(page).waitFor()
    expect(await resultSection(page).getByRole('status').textContent()).toBe(reason)
    expect(await resultText(page)).not.toContain('Seu FTP')
    expect(await button(page, 'Usar este FTP').count()).toBe(0)
    // Nothing to type either: the block was never ridden to its end.
    expect(await page.getByRole('textbox').count()).toBe(0)
    expect(await button(page, 'Baixar .fit').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** What a page logs when the service worker's update check meets no connection. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to (load resource|fetch)/

describe('each test page offline, after one visit', () => {
  it.each([
    {
      path: FTP_20_PATH,
      sensors: ftp20Sensors,
      seconds: FTP_20.seconds,
      shown: ['Seu FTP255W', '95 % de 268 W = 255 W'],
    },
    {
      path: RAMP_PATH,
      sensors: rampSensors,
      seconds: minutes(18) + 11,
      shown: ['Seu FTP255W', '75 % de 340 W = 255 W'],
    },
    {
      path: FTHR_30_PATH,
      sensors: () => fthr30Sensors(true),
      seconds: FTHR_30.seconds,
      shown: ['Sua FTHR171bpm', 'média dos últimos 20 minutos: 171 bpm'],
    },
  ])('$path loads and runs to its result offline', async ({ path, sensors, seconds, shown }) => {
    const { page, context, errors } = await openFieldTest(browser, path, { bluetooth: sensors() })
    await page.clock.resume()
    await waitForWorker(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await context.setOffline(true)
    await page.reload()
    await waitForTestPanel(page)
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    expect(await page.getByRole('status').filter({ hasText: 'Você está offline' }).count()).toBe(1)
    await pauseClock(page)
    await connectStrapAndPowerMeter(page)
    const time = await startTest(page)
    await time.runTo(seconds)
    await resultHeading(page).waitFor()
    const result = await resultText(page)
    for (const text of shown) expect(result).toContain(text)
    expect(errors.filter((error) => !OFFLINE_NOISE.test(error))).toEqual([])
    await context.close()
  })
})
