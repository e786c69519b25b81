import { describe, expect, it } from 'vitest'
import { WORKOUT_LIMITS } from '../../../lib/workout-limits'
import type { WorkoutItem, WorkoutStep } from './model'
import { stepCount, totalSeconds } from './plan'
import { listErrors, parseWorkoutText, workoutToText, type WorkoutTextError } from './syntax'

const only = (text: string): WorkoutStep => {
  const { items, errors } = parseWorkoutText(text)
  expect(errors).toEqual([])
  expect(items).toHaveLength(1)
  const [item] = items
  if (item?.type !== 'step') throw new Error('expected one step')
  return item
}

describe('parseWorkoutText: durations', () => {
  it.each([
    ['30s', 30],
    ['10m', 600],
    ['1h', 3600],
    ['1m30s', 90],
    ['1h15m', 4500],
    ['90s', 90],
    ['10M', 600],
    ['1H15M', 4500],
    ['10min', 600],
    ['1h 15m', 4500],
    ['1s', 1],
    ['6h', 21600],
  ])('- %s 75% lasts %i s', (duration, seconds) => {
    expect(only(`- ${duration} 75%`).seconds).toBe(seconds)
  })
})

describe('parseWorkoutText: targets', () => {
  it.each([
    ['75%', { kind: 'value', basis: 'ftp', percent: 75 }],
    ['75% FTP', { kind: 'value', basis: 'ftp', percent: 75 }],
    ['75%ftp', { kind: 'value', basis: 'ftp', percent: 75 }],
    ['55-75%', { kind: 'range', basis: 'ftp', low: 55, high: 75 }],
    ['55%-75%', { kind: 'range', basis: 'ftp', low: 55, high: 75 }],
    ['55–75%', { kind: 'range', basis: 'ftp', low: 55, high: 75 }],
    ['75-75%', { kind: 'value', basis: 'ftp', percent: 75 }],
    ['95% FTHR', { kind: 'value', basis: 'fthr', percent: 95 }],
    ['95% fthr', { kind: 'value', basis: 'fthr', percent: 95 }],
    ['95% LTHR', { kind: 'value', basis: 'fthr', percent: 95 }],
    ['80-85% FTHR', { kind: 'range', basis: 'fthr', low: 80, high: 85 }],
    ['ramp 50-75%', { kind: 'ramp', basis: 'ftp', from: 50, to: 75 }],
    ['rampa 50-75%', { kind: 'ramp', basis: 'ftp', from: 50, to: 75 }],
    ['Ramp 75-50%', { kind: 'ramp', basis: 'ftp', from: 75, to: 50 }],
    ['ramp 60-80% FTHR', { kind: 'ramp', basis: 'fthr', from: 60, to: 80 }],
    ['150%', { kind: 'value', basis: 'ftp', percent: 150 }],
    ['1%', { kind: 'value', basis: 'ftp', percent: 1 }],
    ['400%', { kind: 'value', basis: 'ftp', percent: 400 }],
    ['40% FTHR', { kind: 'value', basis: 'fthr', percent: 40 }],
    ['110% FTHR', { kind: 'value', basis: 'fthr', percent: 110 }],
  ])('- 5m %s', (target, expected) => {
    expect(only(`- 5m ${target}`).target).toEqual(expected)
  })
})

describe('parseWorkoutText: cadence and cue', () => {
  it.each([
    ['- 5m 75% 90rpm', { low: 90, high: 90 }, undefined],
    ['- 5m 75% 85-95rpm', { low: 85, high: 95 }, undefined],
    ['- 5m 75% 90 rpm', { low: 90, high: 90 }, undefined],
    ['- 5m 75% 60-70RPM Subida sentado', { low: 60, high: 70 }, 'Subida sentado'],
    ['- 5m 75% Subida   sentado', undefined, 'Subida sentado'],
    ['- 5m 95% FTHR 90rpm Giro rápido', { low: 90, high: 90 }, 'Giro rápido'],
    ['- 5m 75% FTP FTP alto', undefined, 'FTP alto'],
    ['-5m 75% colado no traço', undefined, 'colado no traço'],
    ['– 5m 75% travessão do celular', undefined, 'travessão do celular'],
    ['- 5m 75% 20rpm', { low: 20, high: 20 }, undefined],
    ['- 5m 75% 200rpm', { low: 200, high: 200 }, undefined],
  ])('%s', (line, cadence, label) => {
    const step = only(line)
    expect(step.cadence).toEqual(cadence)
    expect(step.label).toEqual(label)
  })
})

describe('parseWorkoutText: sections and intensity', () => {
  it.each([
    ['Aquecimento', 'warmup'],
    ['aquecimento leve', 'warmup'],
    ['Warmup', 'warmup'],
    ['Warm up', 'warmup'],
    ['Warm-up', 'warmup'],
    ['Desaquecimento', 'cooldown'],
    ['Volta à calma', 'cooldown'],
    ['volta a calma', 'cooldown'],
    ['Soltar as pernas', 'cooldown'],
    ['Cooldown', 'cooldown'],
    ['Cool down', 'cooldown'],
    ['Bloco principal', 'active'],
  ])('under %s a 75 %% step is %s', (header, intensity) => {
    const { items, errors } = parseWorkoutText(`${header}\n- 10m 75%`)
    expect(errors).toEqual([])
    expect(items).toEqual([
      {
        type: 'step',
        seconds: 600,
        target: { kind: 'value', basis: 'ftp', percent: 75 },
        intensity,
      },
    ])
  })

  /** The intensity of `line` in a main part that also holds an effort. */
  const beside = (text: string) => {
    const { items, errors } = parseWorkoutText(`- 3m 100%\n${text}`)
    expect(errors).toEqual([])
    const [, item] = items
    if (item?.type !== 'step') throw new Error('expected a second step')
    return item.intensity
  }

  // The calculators' zone 1: Coggan's up to 55 % of FTP (Z2 starts at 56 %), Friel's under 81 %
  // of FTHR.
  it.each([
    ['- 5m 55%', 'rest'],
    ['- 5m 56%', 'active'],
    ['- 5m 60%', 'active'],
    ['- 5m 50-55%', 'rest'],
    ['- 5m 50-58%', 'active'],
    ['- 5m ramp 55-40%', 'rest'],
    ['- 5m ramp 40-56%', 'active'],
    ['- 5m 80% FTHR', 'rest'],
    ['- 5m 81% FTHR', 'active'],
    ['- 5m 70-80% FTHR', 'rest'],
    ['- 5m 75-81% FTHR', 'active'],
  ])('among efforts, %s is %s (the zone tables’ zone 1 is rest)', (line, intensity) => {
    expect(beside(line)).toBe(intensity)
    expect(beside(`Blocos\n${line}`)).toBe(intensity)
  })

  it.each([
    ['one easy step', '- 30m 50%'],
    ['a recovery ride by heart rate', 'Giro leve\n- 35m 70-78% FTHR\n- 5m 65% FTHR'],
    [
      'easy steps between a warm-up and a cool-down',
      'Aquecimento\n- 5m ramp 60-70% FTHR\nGiro\n- 35m 70-78% FTHR\nDesaquecimento\n- 5m 65% FTHR',
    ],
  ])(
    'with no effort in the main part (%s), its easy steps are the session, not rest',
    (_case, text) => {
      const { items, errors } = parseWorkoutText(text)
      expect(errors).toEqual([])
      const intensities = items.map((item) => item.type === 'step' && item.intensity)
      expect(intensities).not.toContain('rest')
      expect(intensities).toContain('active')
    },
  )

  it('a repeat: its steps until a blank line; the part carries on after it', () => {
    const text = [
      'Aquecimento',
      '- 10m ramp 50-75%',
      'Bloco principal 3x',
      '- 10m 88-94%',
      '- 5m 55%',
      '',
      '- 5m 75%',
      'Desaquecimento',
      '- 10m 50%',
    ].join('\n')
    const { items, errors } = parseWorkoutText(text)
    expect(errors).toEqual([])
    expect(items).toEqual([
      {
        type: 'step',
        seconds: 600,
        target: { kind: 'ramp', basis: 'ftp', from: 50, to: 75 },
        intensity: 'warmup',
      },
      {
        type: 'repeat',
        times: 3,
        steps: [
          {
            type: 'step',
            seconds: 600,
            target: { kind: 'range', basis: 'ftp', low: 88, high: 94 },
            intensity: 'active',
          },
          {
            type: 'step',
            seconds: 300,
            target: { kind: 'value', basis: 'ftp', percent: 55 },
            intensity: 'rest',
          },
        ],
      },
      {
        type: 'step',
        seconds: 300,
        target: { kind: 'value', basis: 'ftp', percent: 75 },
        intensity: 'active',
      },
      {
        type: 'step',
        seconds: 600,
        target: { kind: 'value', basis: 'ftp', percent: 50 },
        intensity: 'cooldown',
      },
    ])
  })

  it.each(['3x', '3 x', '3X', 'Bloco 3x', 'Aquecimento 3x'])('%s starts a repeat of 3', (h) => {
    const { items, errors } = parseWorkoutText(`${h}\n- 1m 100%\n- 1m 50%`)
    expect(errors).toEqual([])
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ type: 'repeat', times: 3 })
  })

  it('a header ends a repeat, and a repeat title sets the part', () => {
    const { items } = parseWorkoutText('Aquecimento 2x\n- 1m 70%\nDepois\n- 1m 70%')
    expect(items).toMatchObject([
      { type: 'repeat', times: 2, steps: [{ intensity: 'warmup' }] },
      { type: 'step', intensity: 'active' },
    ])
  })

  it('reads Windows line ends', () => {
    expect(parseWorkoutText('3x\r\n- 1m 100%\r\n- 1m 50%\r\n').items).toHaveLength(1)
  })
})

describe('parseWorkoutText: errors name their line, and the rest is still read', () => {
  it.each([
    ['10m 75%', 1, "Linha 1: um passo começa com '-'. Escreva, por exemplo: - 10m 75%"],
    ['ramp 50-75%', 1, "Linha 1: um passo começa com '-'. Escreva, por exemplo: - ramp 50-75%"],
    ['Bloco 5x 1m 120%', 1, "Linha 1: um passo começa com '-'"],
    ['- 75%', 1, 'Linha 1: falta a duração do passo. Escreva, por exemplo: - 10m 75%'],
    ['-', 1, 'Linha 1: falta a duração do passo'],
    ['- 10 75%', 1, "Linha 1: '10' não é uma duração. Use s, m ou h, por exemplo: 30s, 10m"],
    ['- 10q 75%', 1, "Linha 1: '10q' não é uma duração"],
    ['- 10x 75%', 1, "Linha 1: a repetição se escreve sozinha na linha, sem '-'"],
    ['- 0s 75%', 1, 'Linha 1: a duração precisa ser de ao menos 1 segundo'],
    ['- 6h1s 75%', 1, 'Linha 1: um passo pode durar no máximo 6 h, e este tem 6 h 1 s'],
    ['- 10m', 1, 'Linha 1: falta o alvo depois da duração: uma % do FTP ou da FTHR'],
    ['- 10m forte', 1, "Linha 1: 'forte' não é um alvo. Use uma % do FTP ou da FTHR"],
    ['- 10m 75', 1, "Linha 1: '75' não é um alvo"],
    ['- 10m 75,5%', 1, "Linha 1: '75,5%' não é um alvo"],
    [
      '- 10m ramp 75%',
      1,
      'Linha 1: a rampa precisa de início e fim, por exemplo: - 10m ramp 50-75%',
    ],
    ['- 10m ramp', 1, 'Linha 1: a rampa precisa de início e fim'],
    [
      '- 10m 80-70%',
      1,
      'Linha 1: a faixa 80-70% começa acima do fim. Escreva o menor primeiro, por exemplo: 70-80%',
    ],
    ['- 10m 0%', 1, 'Linha 1: 0% do FTP está fora dos limites: use de 1% a 400% do FTP'],
    ['- 10m 401%', 1, 'Linha 1: 401% do FTP está fora dos limites: use de 1% a 400% do FTP'],
    ['- 10m 39% FTHR', 1, 'Linha 1: 39% da FTHR está fora dos limites: use de 40% a 110% da FTHR'],
    ['- 10m 90-111% FTHR', 1, 'Linha 1: 111% da FTHR está fora dos limites'],
    ['- 10m ramp 30-60% FTHR', 1, 'Linha 1: 30% da FTHR está fora dos limites'],
    ['- 10m 75% 19rpm', 1, 'Linha 1: cadência de 19 rpm fora dos limites: use de 20 a 200 rpm'],
    ['- 10m 75% 90-201rpm', 1, 'Linha 1: cadência de 90-201 rpm fora dos limites'],
    ['- 10m 75% 95-85rpm', 1, 'Linha 1: a cadência 95-85 rpm começa acima do fim'],
    ['0x\n- 1m 100%', 1, 'Linha 1: 0x está fora dos limites: repita de 1x a 50x, por exemplo: 3x'],
    ['51x\n- 1m 100%', 1, 'Linha 1: 51x está fora dos limites'],
    ['3x\n\n- 1m 100%', 1, 'Linha 1: a repetição não tem passos'],
    ['3x', 1, 'Linha 1: a repetição não tem passos'],
    ['- 3x', 1, "Linha 1: a repetição se escreve sozinha na linha, sem '-'"],
    ['3x\n- 3x', 2, 'Linha 2: uma repetição não pode ficar dentro de outra'],
    ['3x\n2x\n- 1m 100%', 2, 'Linha 2: uma repetição não pode ficar dentro de outra'],
    ['3x\n- 1m 100%\n  2x\n  - 1m 50%', 3, 'Linha 3: uma repetição não pode ficar dentro de outra'],
    ['', 1, 'Linha 1: escreva ao menos um passo, por exemplo: - 10m 75%'],
    ['Aquecimento\n\n', 1, 'Linha 1: escreva ao menos um passo'],
    [
      '- 4h 60%\n- 2h 60%\n- 1s 60%',
      3,
      'Linha 3: com este passo o treino passa de 6 h (chega a 6 h 1 s)',
    ],
    [
      '- 5h 60%\n3x\n- 30m 90%',
      2,
      'Linha 2: com este bloco o treino passa de 6 h (chega a 6 h 30 min)',
    ],
  ])('%j → line %i', (text, line, message) => {
    const { errors } = parseWorkoutText(text)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.line).toBe(line)
    expect(errors[0]?.message.startsWith(message)).toBe(true)
  })

  it('one message per bad line, in line order, and the good lines still read', () => {
    const text = [
      'Aquecimento',
      '- 10m 50%',
      '10m 60%',
      '3x',
      '- 5m 95%',
      '- 5m 50-40%',
      '- 1m',
    ].join('\n')
    const { items, errors } = parseWorkoutText(text)
    expect(errors.map((e) => e.line)).toEqual([3, 6, 7])
    expect(items).toMatchObject([
      { type: 'step', seconds: 600, intensity: 'warmup' },
      { type: 'repeat', times: 3, steps: [{ seconds: 300 }] },
    ])
  })

  it('a repeat with a count out of bounds keeps its steps once, for the preview', () => {
    const { items, errors } = parseWorkoutText('99x\n- 1m 100%\n- 1m 50%')
    expect(errors).toHaveLength(1)
    expect(items).toMatchObject([{ type: 'step' }, { type: 'step' }])
  })

  it('a repeat whose only step is wrong is not also reported empty', () => {
    const { errors } = parseWorkoutText('3x\n- 1m')
    expect(errors.map((e) => e.line)).toEqual([2])
  })

  it('headers are free text: words, digits and a percentage inside do not make a step', () => {
    expect(parseWorkoutText('Sweet spot 3x10 a 90%\n- 10m 90%').errors).toEqual([])
  })
})

describe('workoutToText', () => {
  const step = (s: Partial<WorkoutStep> & Pick<WorkoutStep, 'seconds' | 'target'>) =>
    ({ type: 'step', intensity: 'active', ...s }) as WorkoutStep

  it('writes headers for warm-up, cool-down and the main part after a warm-up', () => {
    const items: WorkoutItem[] = [
      step({
        seconds: 600,
        target: { kind: 'ramp', basis: 'ftp', from: 50, to: 75 },
        intensity: 'warmup',
      }),
      step({ seconds: 90, target: { kind: 'value', basis: 'ftp', percent: 105 } }),
      {
        type: 'repeat',
        times: 3,
        steps: [
          step({
            seconds: 600,
            target: { kind: 'range', basis: 'ftp', low: 88, high: 94 },
            cadence: { low: 85, high: 95 },
            label: 'Constante',
          }),
          step({
            seconds: 300,
            target: { kind: 'value', basis: 'ftp', percent: 55 },
            intensity: 'rest',
          }),
        ],
      },
      step({ seconds: 4500, target: { kind: 'value', basis: 'fthr', percent: 85 } }),
      step({
        seconds: 600,
        target: { kind: 'ramp', basis: 'fthr', from: 80, to: 60 },
        intensity: 'cooldown',
        cadence: { low: 90, high: 90 },
      }),
    ]
    const text = workoutToText(items)
    expect(text).toBe(
      [
        'Aquecimento',
        '- 10m ramp 50-75%',
        '',
        'Parte principal',
        '- 1m30s 105%',
        '',
        '3x',
        '- 10m 88-94% 85-95rpm Constante',
        '- 5m 55%',
        '',
        '- 1h15m 85% FTHR',
        '',
        'Desaquecimento',
        '- 10m ramp 80-60% FTHR 90rpm',
      ].join('\n'),
    )
    expect(parseWorkoutText(text)).toEqual({ items, errors: [] })
  })

  it('keeps a cue that starts with FTP a cue', () => {
    const items = [
      step({ seconds: 60, target: { kind: 'value', basis: 'ftp', percent: 90 }, label: 'FTP x' }),
    ]
    expect(workoutToText(items)).toBe('- 1m 90% FTP FTP x')
    expect(parseWorkoutText(workoutToText(items)).items).toEqual(items)
  })

  it('a warm-up repeat keeps its title', () => {
    const items: WorkoutItem[] = [
      {
        type: 'repeat',
        times: 2,
        steps: [
          step({
            seconds: 60,
            target: { kind: 'value', basis: 'ftp', percent: 70 },
            intensity: 'warmup',
          }),
        ],
      },
    ]
    expect(workoutToText(items)).toBe('Aquecimento 2x\n- 1m 70%')
    expect(parseWorkoutText(workoutToText(items)).items).toEqual(items)
  })
})

const MB = 1_000_000

describe('parseWorkoutText: a hostile line costs linear time', () => {
  // Each shape aims at a pattern: the repeat header's digits and spaces before 'x', a step's
  // duration, target and cadence, a header's words. The best of three runs: a loaded machine
  // slows one run, never all three.
  it.each([
    ['digits', '1'.repeat(MB)],
    ['spaces between two words', `a${' '.repeat(MB - 2)}b`],
    ['x', 'x'.repeat(MB)],
    ['dashes', '-'.repeat(MB)],
    ['digits ending in x', `${'1'.repeat(MB - 1)}x`],
    ['spaces ending in x', `a${' '.repeat(MB - 2)}x`],
    ['digits and spaces', '1 '.repeat(MB / 2)],
    ['digits and x', '1x'.repeat(MB / 2)],
    ['digits, spaces and x', '1 x '.repeat(MB / 4)],
    ['digits and dashes', '1-'.repeat(MB / 2)],
    ['x and dashes', 'x-'.repeat(MB / 2)],
    ['a dash and digits', `- ${'1'.repeat(MB - 2)}`],
    ['a dash and spaces', `-${' '.repeat(MB - 2)}1`],
    ['a dash, digits and x', `- ${'1'.repeat(MB - 3)}x`],
    ['a dash and durations', `- ${'1h'.repeat((MB - 2) / 2)}`],
    ['a step with a long target', `- 1m ${'1'.repeat(MB - 6)}%`],
    ['a step with a long range', `- 1m 1-${'1'.repeat(MB - 8)}%`],
    ['a step with a long cadence', `- 1m 75% ${'1'.repeat(MB - 12)}rpm`],
    ['a step with a long cue', `- 1m 75% ${'1 '.repeat((MB - 8) / 2)}`],
    ['durations before a target, no dash', `a ${'1m '.repeat(MB / 3)}75%`],
    ['accented words', 'Volta à calma '.repeat(MB / 14)],
  ])('a 1 MB line of %s reads in well under 50 ms', (_, line) => {
    let best = Infinity
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now()
      parseWorkoutText(line)
      best = Math.min(best, performance.now() - started)
    }
    expect(best).toBeLessThan(50)
  })
})

describe('parseWorkoutText: the limits are judged before anything unrolls', () => {
  it('50x over 2,600 one-second steps: the 6 h error, and nothing past the limit comes back', () => {
    const { items, errors } = parseWorkoutText(`50x\n${'- 1s 50%\n'.repeat(2600)}`)
    expect(errors.map((error) => error.message)).toEqual([
      'Linha 1: com este bloco o treino passa de 6 h (chega a 36 h 6 min 40 s). Um treino pode ter no máximo 6 h: encurte ou divida em dois',
    ])
    const workout = { name: 'Longo', items }
    expect(stepCount(workout)).toBeLessThanOrEqual(WORKOUT_LIMITS.maxSteps)
    expect(totalSeconds(workout)).toBeLessThanOrEqual(WORKOUT_LIMITS.maxSeconds)
  })

  it('more steps than the limit, counting every round of a repeat: an error, and the preview stops before them', () => {
    const text = `- 10m 50%\n\n40x\n${'- 1s 120%\n- 1s 50%\n'.repeat(13)}`
    const { items, errors } = parseWorkoutText(text)
    expect(errors.map((error) => error.message)).toEqual([
      'Linha 3: com este bloco o treino passa de 1.000 passos (chega a 1.041, contando cada volta das repetições). Junte passos iguais ou repita menos vezes',
    ])
    expect(items).toHaveLength(1)
  })

  it('exactly the limit is a workout', () => {
    const text = `40x\n${'- 1s 120%\n- 1s 50%\n'.repeat(12)}\n${'- 1s 60%\n'.repeat(40)}`
    const { items, errors } = parseWorkoutText(text)
    expect(errors).toEqual([])
    expect(stepCount({ name: 'Mil', items })).toBe(1000)
  })
})

describe('parseWorkoutText: messages stay short and never print Infinity', () => {
  it.each([
    [MB, '1.000.000'],
    [201, '201'],
  ])('a line of %i characters is named, not read; its repeat still has a step', (length, shown) => {
    const { items, errors } = parseWorkoutText(`3x\n- 1m 75% ${'a'.repeat(length - 9)}\n- 1m 50%`)
    expect(errors).toEqual([
      {
        line: 2,
        message: `Linha 2: uma linha pode ter no máximo 200 caracteres, e esta tem ${shown}. Divida-a ou encurte-a`,
      },
    ])
    expect(items).toMatchObject([{ type: 'repeat', times: 3, steps: [{ seconds: 60 }] }])
  })

  it('a line of 200 characters is read', () => {
    expect(parseWorkoutText(`- 1m 75% ${'a'.repeat(191)}`).errors).toEqual([])
  })

  it.each([
    [`- ${'a'.repeat(190)} 75%`, `Linha 1: '${'a'.repeat(40)}…' não é uma duração`],
    [`- 10m ${'b'.repeat(190)}`, `Linha 1: '${'b'.repeat(40)}…' não é um alvo`],
    [
      `10m 75% ${'c'.repeat(190)}`,
      `Linha 1: um passo começa com '-'. Escreva, por exemplo: - 10m 75% ${'c'.repeat(32)}…`,
    ],
    // A surrogate pair is never cut in half.
    [`- ${'🚵'.repeat(90)} 75%`, `Linha 1: '${'🚵'.repeat(20)}…' não é uma duração`],
    [`- a${'🚵'.repeat(90)} 75%`, `Linha 1: 'a${'🚵'.repeat(19)}…' não é uma duração`],
  ])('%#: quotes at most a few dozen characters', (text, start) => {
    const [error] = parseWorkoutText(text).errors
    expect(error?.message.startsWith(start)).toBe(true)
    expect(error?.message.length).toBeLessThan(300)
  })

  const nines = (n: number) => '9'.repeat(n)
  it.each([
    [
      `- ${nines(190)}s 75%`,
      'Linha 1: um passo pode durar no máximo 6 h, e a duração deste tem um número grande demais. Divida-o, por exemplo: - 2h 65%',
    ],
    [
      `- ${nines(30)}h 75%`,
      'Linha 1: um passo pode durar no máximo 6 h, e a duração deste tem um número grande demais',
    ],
    [
      `- 1h ${nines(180)}m 75%`,
      'Linha 1: um passo pode durar no máximo 6 h, e a duração deste tem um número grande demais',
    ],
    [
      `- 10m ${nines(180)}%`,
      `Linha 1: o alvo '${nines(40)}…' tem um número grande demais: use de 1% a 400% do FTP`,
    ],
    [`- 10m 50-${nines(25)}%`, `Linha 1: o alvo '50-${nines(25)}%' tem um número grande demais`],
    [`- 10m ${nines(25)}-50%`, `Linha 1: o alvo '${nines(25)}-50%' tem um número grande demais`],
    [
      `- 10m ramp ${nines(25)}-50% FTHR`,
      'Linha 1: o alvo',
      'tem um número grande demais: use de 40% a 110% da FTHR',
    ],
    [
      `- 10m 75% ${nines(180)}rpm`,
      `Linha 1: a cadência '${nines(40)}…' tem um número grande demais: use de 20 a 200 rpm`,
    ],
    [`- 10m 75% 90-${nines(25)} rpm`, `Linha 1: a cadência '90-${nines(25)}' tem um número`],
    [
      `${nines(190)}x\n- 1m 100%`,
      `Linha 1: a repetição '${nines(40)}…' tem um número grande demais: repita de 1x a 50x, por exemplo: 3x`,
    ],
  ])('%#: a number too large says so', (text, start, end = '') => {
    const { errors } = parseWorkoutText(text)
    expect(errors).toHaveLength(1)
    const message = errors[0]?.message ?? ''
    expect(message.startsWith(start)).toBe(true)
    expect(message).toContain(end)
    expect(message).not.toMatch(/Infinity|NaN|e\+/)
    expect(message.length).toBeLessThan(300)
  })

  it('a large number it can still write is written out', () => {
    expect(parseWorkoutText('- 10m 1000000%').errors[0]?.message).toBe(
      'Linha 1: 1000000% do FTP está fora dos limites: use de 1% a 400% do FTP',
    )
  })
})

describe('listErrors: about a screenful of line errors, the rest counted', () => {
  const lineError = (line: number): WorkoutTextError => ({ line, message: `Linha ${line}: x` })

  it('lists them all when they fit', () => {
    const errors = [1, 2, 3].map(lineError)
    expect(listErrors(errors)).toEqual({ listed: errors, more: null })
  })

  it('counts the lines left out, in pt-BR', () => {
    const errors = Array.from({ length: 3000 }, (_, i) => lineError(i + 1))
    const { listed, more } = listErrors(errors)
    expect(listed).toEqual(errors.slice(0, 8))
    expect(more).toBe('e mais 2.992 linhas')
    expect(listErrors(errors.slice(0, 9)).more).toBe('e mais 1 linha')
  })

  it('a line already listed is not counted again', () => {
    const errors = [...[1, 2, 3, 4, 5, 6, 7, 8].map(lineError), lineError(8), lineError(9)]
    expect(listErrors(errors).more).toBe('e mais 1 linha')
  })

  it('a text of thousands of bad lines', () => {
    const { errors } = parseWorkoutText('1m\n'.repeat(3000))
    expect(errors).toHaveLength(3000)
    expect(listErrors(errors).more).toBe('e mais 2.992 linhas')
  })
})
