/**
 * Forma and challenges on the device (issue 42): progress of 20 challenges and Forma's figures and
 * chart points over 1,100 daily ride summaries, in Chromium at 4× CPU, with the app's own pure
 * functions bundled for the page (`forma-work.ts`). Median of 7 passes after one warm-up.
 */
import { chromium } from 'playwright-core'
import { rolldown } from 'rolldown'
import { CHROMIUM_ARGS, CHROMIUM_PATH, CPU_SLOWDOWN } from './browser.ts'
import { atMost, failedSection, type Section } from './report.ts'

const RUNS = 7
const TARGET_MS = 50
const TITLE = 'Forma: 20 challenges + fitness chart over 1,100 rides (4× CPU)'

async function bundle(): Promise<string> {
  const build = await rolldown({ input: new URL('./forma-work.ts', import.meta.url).pathname })
  const { output } = await build.generate({ format: 'iife', name: 'formaBench' })
  await build.close()
  const code = output[0]?.code
  if (!code) throw new Error('forma bench: empty bundle')
  return code
}

export async function measureForma(log: (line: string) => void): Promise<Section> {
  try {
    const code = await bundle()
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage()
      await page.setContent('<!doctype html><title>forma</title>')
      await page.addScriptTag({ content: code })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      const run = () =>
        page.evaluate(
          () =>
            (
              window as unknown as { formaBench: { runOnce: () => { ms: number } } }
            ).formaBench.runOnce().ms,
        )
      await run()
      const runs: number[] = []
      for (let index = 0; index < RUNS; index += 1) runs.push(await run())
      log(`forma: ${runs.map((ms) => ms.toFixed(1)).join(', ')} ms`)
      return {
        title: TITLE,
        status: 'measured',
        figures: [
          atMost('progress of 20 challenges + Forma series and chart', 'ms', runs, TARGET_MS),
        ],
      }
    } finally {
      await browser.close()
    }
  } catch (error) {
    return failedSection(TITLE, error)
  }
}
