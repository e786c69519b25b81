import { describe, expect, it } from 'vitest'
import { watts } from '../../../domain/units'
import { scanXml } from '../../rides'
import { escapeXml, powerExportsFor, toErg, toMrc, toText, toZwo, workoutFileName } from './exports'
import { LIBRARY_WORKOUTS } from './library'
import type { Workout } from './model'
import { totalSeconds } from './plan'
import { parseWorkoutText } from './syntax'

const workout = (name: string, text: string): Workout => {
  const { items, errors } = parseWorkoutText(text)
  expect(errors).toEqual([])
  return { name, items }
}

interface XmlNode {
  name: string
  attributes: Readonly<Record<string, string>>
  children: XmlNode[]
  text: string
}

/** The document as a tree, refusing any end tag that does not close the element it should. */
function readXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' }
  const stack = [root]
  scanXml(xml, {
    open(name, attributes) {
      const node: XmlNode = { name, attributes, children: [], text: '' }
      stack.at(-1)?.children.push(node)
      stack.push(node)
    },
    close(name) {
      const node = stack.pop()
      if (node?.name !== name) throw new Error(`</${name}> closes <${node?.name}>`)
    },
    text(text) {
      const node = stack.at(-1)
      if (node) node.text += text
    },
  })
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)?.name}> is never closed`)
  const [document] = root.children
  if (!document || root.children.length !== 1) throw new Error('one root element expected')
  return document
}

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name)

describe('powerExportsFor', () => {
  it.each([
    ['- 10m 75%', { ok: true }],
    [
      '- 10m 85% FTHR',
      {
        ok: false,
        reason: 'Este treino é por frequência cardíaca: .zwo, .erg e .mrc levam só potência.',
      },
    ],
    [
      '- 10m 75%\n- 10m 85% FTHR',
      {
        ok: false,
        reason:
          'Este treino tem passos por frequência cardíaca: .zwo, .erg e .mrc levam só potência.',
      },
    ],
  ])('%j', (text, expected) => {
    expect(powerExportsFor(workout('x', text))).toEqual(expected)
  })

  it('the power formats refuse a heart-rate workout', () => {
    const byHeartRate = workout('x', '- 10m 85% FTHR')
    expect(() => toZwo(byHeartRate, '')).toThrow()
    expect(() => toErg(byHeartRate, watts(250))).toThrow()
    expect(() => toMrc(byHeartRate)).toThrow()
  })
})

describe('toZwo', () => {
  const sweetSpot = workout(
    'Sweet spot & cia',
    [
      'Aquecimento',
      '- 10m ramp 45-70%',
      '',
      '3x',
      '- 10m 88-94% 85-95rpm Constante, "sem" <picos>',
      '- 5m 55% 90rpm',
      '',
      '- 1m 100%',
      '',
      'Desaquecimento',
      '- 10m ramp 60-45%',
    ].join('\n'),
  )

  it('writes Warmup, IntervalsT, SteadyState and Cooldown, power as a fraction of FTP', () => {
    expect(toZwo(sweetSpot, 'Três blocos a 88–94 % do FTP.')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<workout_file>',
        '  <author>Bora Pedalar</author>',
        '  <name>Sweet spot &amp; cia</name>',
        '  <description>Três blocos a 88–94 % do FTP.</description>',
        '  <sportType>bike</sportType>',
        '  <workout>',
        '    <Warmup Duration="600" PowerLow="0.45" PowerHigh="0.7"/>',
        '    <IntervalsT Repeat="3" OnDuration="600" OffDuration="300" OnPower="0.91" OffPower="0.55" Cadence="90" CadenceResting="90">',
        '      <textevent timeoffset="0" message="Constante, &quot;sem&quot; &lt;picos&gt;"/>',
        '    </IntervalsT>',
        '    <SteadyState Duration="60" Power="1"/>',
        '    <Cooldown Duration="600" PowerLow="0.6" PowerHigh="0.45"/>',
        '  </workout>',
        '</workout_file>',
        '',
      ].join('\n'),
    )
  })

  it('reads back as XML with the same blocks, durations and cue', () => {
    const file = readXml(toZwo(sweetSpot, 'a < b & "c"'))
    expect(file.name).toBe('workout_file')
    expect(child(file, 'author')?.text).toBe('Bora Pedalar')
    expect(child(file, 'name')?.text).toBe('Sweet spot & cia')
    expect(child(file, 'description')?.text).toBe('a < b & "c"')
    expect(child(file, 'sportType')?.text).toBe('bike')
    const blocks = child(file, 'workout')?.children ?? []
    expect(blocks.map((b) => b.name)).toEqual(['Warmup', 'IntervalsT', 'SteadyState', 'Cooldown'])
    expect(blocks[1]?.children[0]?.attributes).toEqual({
      timeoffset: '0',
      message: 'Constante, "sem" <picos>',
    })
    const seconds = blocks.reduce(
      (sum, b) =>
        sum +
        (b.name === 'IntervalsT'
          ? Number(b.attributes.Repeat) *
            (Number(b.attributes.OnDuration) + Number(b.attributes.OffDuration))
          : Number(b.attributes.Duration)),
      0,
    )
    expect(seconds).toBe(totalSeconds(sweetSpot))
  })

  it('unrolls other repeats, writes a ramp in the main part as Ramp, cues as textevents', () => {
    const overUnder = workout(
      'Over-under',
      ['2x', '- 2m 92% Under', '- 1m 105% Over', '- 1m 50%', '', '- 5m ramp 70-90%'].join('\n'),
    )
    const blocks = child(readXml(toZwo(overUnder, '')), 'workout')?.children ?? []
    expect(blocks.map((b) => [b.name, b.attributes.Power ?? b.attributes.PowerHigh])).toEqual([
      ['SteadyState', '0.92'],
      ['SteadyState', '1.05'],
      ['SteadyState', '0.5'],
      ['SteadyState', '0.92'],
      ['SteadyState', '1.05'],
      ['SteadyState', '0.5'],
      ['Ramp', '0.9'],
    ])
    expect(blocks[1]?.children.map((c) => c.attributes.message)).toEqual(['Over'])
  })

  it('an IntervalsT carries the recovery cue at the recovery’s offset', () => {
    const intervals = workout('x', '5x\n- 30s 150% Vai\n- 30s 50% Solta')
    const [block] = child(readXml(toZwo(intervals, '')), 'workout')?.children ?? []
    expect(block?.children.map((c) => [c.attributes.timeoffset, c.attributes.message])).toEqual([
      ['0', 'Vai'],
      ['30', 'Solta'],
    ])
  })

  it.each(LIBRARY_WORKOUTS.filter((w) => powerExportsFor(w).ok).map((w) => [w.slug, w] as const))(
    'library %s reads back whole',
    (_slug, libraryWorkout) => {
      const file = readXml(toZwo(libraryWorkout, libraryWorkout.purpose))
      expect(child(file, 'name')?.text).toBe(libraryWorkout.name)
    },
  )

  it('escapes every XML special character and drops the ones XML forbids', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg')
  })
})

describe('toErg and toMrc', () => {
  const ramped = workout(
    'Rampa e repetição à vista',
    ['- 2m ramp 50-70%', '2x', '- 1m 100%', '- 30s 50%', '', '- 20s 88-93%'].join('\n'),
  )

  it('ERG: the course header with the FTP, each step a start and an end row in watts, CRLF', () => {
    expect(toErg(ramped, watts(200))).toBe(
      [
        '[COURSE HEADER]',
        'VERSION = 2',
        'UNITS = ENGLISH',
        'DESCRIPTION = Rampa e repeticao a vista',
        'FILE NAME = rampa-e-repeticao-a-vista.erg',
        'FTP = 200',
        'MINUTES WATTS',
        '[END COURSE HEADER]',
        '[COURSE DATA]',
        '0.00\t100',
        '2.00\t140',
        '2.00\t200',
        '3.00\t200',
        '3.00\t100',
        '3.50\t100',
        '3.50\t200',
        '4.50\t200',
        '4.50\t100',
        '5.00\t100',
        '5.00\t181', // 90.5 % of 200 W
        '5.33\t181',
        '[END COURSE DATA]',
        '',
      ].join('\r\n'),
    )
  })

  it('MRC: percent of FTP, no FTP line', () => {
    expect(toMrc(ramped)).toBe(
      [
        '[COURSE HEADER]',
        'VERSION = 2',
        'UNITS = ENGLISH',
        'DESCRIPTION = Rampa e repeticao a vista',
        'FILE NAME = rampa-e-repeticao-a-vista.mrc',
        'MINUTES PERCENT',
        '[END COURSE HEADER]',
        '[COURSE DATA]',
        '0.00\t50',
        '2.00\t70',
        '2.00\t100',
        '3.00\t100',
        '3.00\t50',
        '3.50\t50',
        '3.50\t100',
        '4.50\t100',
        '4.50\t50',
        '5.00\t50',
        '5.00\t90.5',
        '5.33\t90.5',
        '[END COURSE DATA]',
        '',
      ].join('\r\n'),
    )
  })

  it('a header value is one line of ASCII without the characters readers split on', () => {
    const odd = { ...ramped, name: 'Série = [COURSE DATA]\tno meio' }
    expect(toMrc(odd).split('\r\n')[3]).toBe('DESCRIPTION = Serie COURSE DATA no meio')
    expect(
      toMrc(odd)
        .split('\r\n')
        .filter((l) => l.includes('[COURSE DATA]')),
    ).toHaveLength(1)
  })
})

describe('toText and workoutFileName', () => {
  it('toText is the plain steps, which read back as the same workout', () => {
    for (const w of LIBRARY_WORKOUTS) {
      expect(parseWorkoutText(toText(w))).toEqual({ items: w.items, errors: [] })
    }
  })

  it.each([
    ['sweet-spot-3x10', 'zwo', 'sweet-spot-3x10.zwo'],
    ['Sweet spot 3 × 10 min', 'zwo', 'sweet-spot-3-10-min.zwo'],
    ['Recuperação ativa', '.erg', 'recuperacao-ativa.erg'],
    ['  ***  ', 'mrc', 'treino.mrc'],
    ['Limiar/2x20: "de novo"?', 'txt', 'limiar-2x20-de-novo.txt'],
    ['a'.repeat(80), 'zwo', `${'a'.repeat(60)}.zwo`],
  ])('%j + %s → %s', (name, ext, expected) => {
    expect(workoutFileName(name, ext)).toBe(expected)
  })
})
