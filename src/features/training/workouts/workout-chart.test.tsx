import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { WORKOUT_LIMITS } from '../../../lib/workout-limits'
import type { Workout, WorkoutStep } from './model'
import { WorkoutChart } from './workout-chart'

const second = (percent: number): WorkoutStep => ({
  type: 'step',
  seconds: 1,
  target: { kind: 'value', basis: 'ftp', percent },
  intensity: 'active',
})

const repeated = (times: number, steps: number): Workout => ({
  name: 'Longo',
  items: [
    {
      type: 'repeat',
      times,
      steps: Array.from({ length: steps }, (_, i) => second(i % 2 ? 50 : 150)),
    },
  ],
})

const bars = (html: string) => (html.match(/<g /g) ?? []).length

describe('WorkoutChart', () => {
  it('draws every step up to the limit, the scale above the highest', () => {
    const html = renderToStaticMarkup(
      <WorkoutChart workout={repeated(20, WORKOUT_LIMITS.maxSteps / 20)} label="Prévia" />,
    )
    expect(bars(html)).toBe(WORKOUT_LIMITS.maxSteps)
    // 150 % + 10: the 100 % line sits at 200 − 200 × 100 / 160.
    expect(html).toContain('y1="75"')
  })

  it('50x over 2,600 one-second steps (130,000) draws nothing, and does not throw', () => {
    const html = renderToStaticMarkup(<WorkoutChart workout={repeated(50, 2600)} label="Prévia" />)
    expect(html).toBe('')
  })
})
