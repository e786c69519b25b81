import { describe, expect, it } from 'vitest'
import {
  filterNonNegativeNumber,
  filterPositiveDecimal,
  filterPositiveInteger,
  parseDecimal,
  validateFtp,
  validateFthr,
  validateMeasuredMaxHr,
  validateHarrisBenedict,
  validateHeartRateAge,
  validateImc,
  validateOptionalWeight,
  validateSuspension,
  validateTyrePressure,
} from './validation'

const error = (message: string) => ({ ok: false, message })

describe('parseDecimal', () => {
  it.each([
    ['72,5', 72.5],
    ['72.5', 72.5],
    [' 180 ', 180],
    ['0,5', 0.5],
    [',5', 0.5],
    ['250,', 250],
    ['0', 0],
  ])('%s → %f', (text, value) => {
    expect(parseDecimal(text)).toBe(value)
  })

  it.each(['', '  ', 'abc', '-5', '1.234,5', '72,5,1', '7e2', '72 5', '+3'])(
    '%s is not a number',
    (text) => {
      expect(parseDecimal(text)).toBeNull()
    },
  )
})

describe('keystroke filters (spec 02 §5)', () => {
  it.each([
    ['', '30', ''],
    ['3', '', '3'],
    ['35', '3', '35'],
    ['0', '', ''],
    ['3a', '3', '3'],
    ['3,5', '3', '3'],
    ['-', '', ''],
  ])('positive integer: %s (was %s) keeps %s', (next, previous, kept) => {
    expect(filterPositiveInteger(next, previous)).toBe(kept)
  })

  it.each([
    ['', '250', ''],
    ['0', '', '0'],
    ['250', '25', '250'],
    ['250,', '250', '250,'],
    ['250,5', '250,', '250,5'],
    ['-1', '', ''],
    ['25x', '25', '25'],
  ])('number >= 0: %s (was %s) keeps %s', (next, previous, kept) => {
    expect(filterNonNegativeNumber(next, previous)).toBe(kept)
  })

  it.each([
    ['', '70', ''],
    ['72,5', '72,', '72,5'],
    ['72.5', '72.', '72.5'],
    ['72,', '72', '72,'],
    ['72,55', '72,5', '72,5'], // step 0.1
    ['0', '', ''],
    ['-7', '', ''],
  ])('positive, step 0.1: %s (was %s) keeps %s', (next, previous, kept) => {
    expect(filterPositiveDecimal(next, previous)).toBe(kept)
  })
})

describe('heart rate', () => {
  it('requires the age', () => {
    expect(validateHeartRateAge('')).toEqual(error('Por favor, insira sua idade.'))
    expect(validateHeartRateAge('  ')).toEqual(error('Por favor, insira sua idade.'))
  })

  it.each(['1', '120', '35'])('accepts age %s', (age) => {
    expect(validateHeartRateAge(age)).toEqual({ ok: true, value: Number(age) })
  })

  it.each(['0', '121', '30,5', 'x'])('rejects age %s', (age) => {
    expect(validateHeartRateAge(age)).toEqual(
      error('Por favor, insira uma idade válida entre 1 e 120 anos.'),
    )
  })

  it.each(['100', '220', '165'])('accepts FTHR %s', (fthr) => {
    expect(validateFthr(fthr)).toEqual({ ok: true, value: Number(fthr) })
  })

  it.each(['99', '221', '160,5'])('rejects FTHR %s', (fthr) => {
    expect(validateFthr(fthr)).toEqual(
      error('Por favor, insira um FTHR válido entre 100 e 220 bpm.'),
    )
  })

  it('requires the FTHR', () => {
    expect(validateFthr('')).toEqual(error('Por favor, insira seu FTHR.'))
  })

  it.each(['100', '230', '187'])('accepts a measured maximum of %s bpm', (max) => {
    expect(validateMeasuredMaxHr(max)).toEqual({ ok: true, value: Number(max) })
  })

  it.each(['99', '231', '187,5', 'x'])('rejects a measured maximum of %s', (max) => {
    expect(validateMeasuredMaxHr(max)).toEqual(
      error('Por favor, insira uma FC máxima válida entre 100 e 230 bpm.'),
    )
  })

  it('requires the measured maximum', () => {
    expect(validateMeasuredMaxHr(' ')).toEqual(error('Por favor, insira sua FC máxima medida.'))
  })
})

describe('FTP', () => {
  it.each([
    ['250', 250],
    ['250,5', 250.5],
    ['0,1', 0.1],
  ])('accepts %s', (text, value) => {
    expect(validateFtp(text)).toEqual({ ok: true, value })
  })

  it.each(['0', '', '-10', 'abc', '0,0'])('rejects %s with the spec message', (text) => {
    expect(validateFtp(text)).toEqual({
      ok: false,
      title: 'Valor inválido',
      message: 'Por favor, insira um valor válido para FTP.',
    })
  })

  it('optional weight for W/kg', () => {
    expect(validateOptionalWeight('')).toEqual({ ok: true, value: null })
    expect(validateOptionalWeight('70,5')).toEqual({ ok: true, value: 70.5 })
    expect(validateOptionalWeight('20')).toEqual(
      error('Por favor, insira um peso válido entre 30 e 300 kg.'),
    )
  })
})

describe('IMC', () => {
  it.each([
    ['', '70'],
    ['175', ''],
    ['', ''],
  ])('requires both fields (%s, %s)', (height, weight) => {
    expect(validateImc(height, weight)).toEqual(error('Por favor, preencha altura e peso.'))
  })

  it.each(['99,9', '250,1', 'abc'])('rejects height %s', (height) => {
    expect(validateImc(height, '70')).toEqual(
      error('Por favor, insira uma altura válida entre 100 e 250 cm.'),
    )
  })

  it.each(['29,9', '300,1', 'abc'])('rejects weight %s', (weight) => {
    expect(validateImc('175', weight)).toEqual(
      error('Por favor, insira um peso válido entre 30 e 300 kg.'),
    )
  })

  it.each([
    ['100', '30', 100, 30],
    ['250', '300', 250, 300],
    ['172,5', '72,5', 172.5, 72.5],
  ])('accepts %s cm and %s kg', (h, w, height, weight) => {
    expect(validateImc(h, w)).toEqual({ ok: true, value: { height, weight } })
  })
})

describe('Harris-Benedict', () => {
  it.each([
    ['', '70', '30'],
    ['175', '', '30'],
    ['175', '70', ''],
  ])('requires all three (%s, %s, %s)', (h, w, a) => {
    expect(validateHarrisBenedict(h, w, a)).toEqual(
      error('Por favor, preencha altura, peso e idade.'),
    )
  })

  it('checks height and weight like IMC', () => {
    expect(validateHarrisBenedict('90', '70', '30')).toEqual(
      error('Por favor, insira uma altura válida entre 100 e 250 cm.'),
    )
    expect(validateHarrisBenedict('175', '301', '30')).toEqual(
      error('Por favor, insira um peso válido entre 30 e 300 kg.'),
    )
  })

  it.each(['9', '121', 'x'])('rejects age %s', (age) => {
    expect(validateHarrisBenedict('175', '70', age)).toEqual(
      error('Por favor, insira uma idade válida entre 10 e 120 anos.'),
    )
  })

  it.each([
    ['10', 10],
    ['120', 120],
  ])('accepts age %s', (text, age) => {
    expect(validateHarrisBenedict('175', '70,5', text)).toEqual({
      ok: true,
      value: { height: 175, weight: 70.5, age },
    })
  })
})

describe('tyre pressure form', () => {
  const fields = {
    riderWeight: '75',
    bikeWeight: '9,5',
    rearShare: '55',
    tyreWidth: '28',
    widthUnit: 'mm' as const,
  }

  it('accepts and converts inches to mm', () => {
    expect(validateTyrePressure(fields)).toEqual({
      ok: true,
      value: { riderWeight: 75, bikeWeight: 9.5, rearShare: 55, tyreWidth: 28 },
    })
    const inches = validateTyrePressure({ ...fields, tyreWidth: '2,4', widthUnit: 'in' })
    expect(inches.ok && inches.value.tyreWidth).toBeCloseTo(60.96, 5)
  })

  it.each([
    [
      { riderWeight: '' },
      'Por favor, preencha o peso do ciclista, o peso da bicicleta e a largura do pneu.',
    ],
    [
      { bikeWeight: '' },
      'Por favor, preencha o peso do ciclista, o peso da bicicleta e a largura do pneu.',
    ],
    [
      { tyreWidth: '' },
      'Por favor, preencha o peso do ciclista, o peso da bicicleta e a largura do pneu.',
    ],
    [{ riderWeight: '201' }, 'Por favor, insira um peso do ciclista válido entre 30 e 200 kg.'],
    [{ bikeWeight: '4' }, 'Por favor, insira um peso da bicicleta válido entre 5 e 40 kg.'],
    [
      { rearShare: '85' },
      'Por favor, insira uma distribuição de peso na roda traseira entre 30 e 80%.',
    ],
    [
      { rearShare: '' },
      'Por favor, insira uma distribuição de peso na roda traseira entre 30 e 80%.',
    ],
    [{ tyreWidth: '15' }, 'Por favor, insira uma largura de pneu válida entre 18 e 130 mm.'],
    [
      { tyreWidth: '28', widthUnit: 'in' as const },
      'Por favor, insira uma largura de pneu válida entre 0,7 e 5,1 polegadas.',
    ],
  ])('%o → %s', (override, message) => {
    expect(validateTyrePressure({ ...fields, ...override })).toEqual(error(message))
  })
})

describe('suspension form', () => {
  it('requires fork travel or shock stroke', () => {
    expect(validateSuspension({ forkTravel: '', shockStroke: '' })).toEqual(
      error('Por favor, insira o curso do garfo ou do amortecedor.'),
    )
  })

  it('accepts a hardtail and optional targets with comma', () => {
    expect(validateSuspension({ forkTravel: '120', shockStroke: '', forkTarget: '17,5' })).toEqual({
      ok: true,
      value: { forkTravel: 120, shockStroke: null, forkTarget: 17.5, rearTarget: null },
    })
  })

  it.each([
    [
      { forkTravel: '30', shockStroke: '' },
      'Por favor, insira um curso de garfo válido entre 40 e 220 mm.',
    ],
    [
      { forkTravel: '', shockStroke: '120' },
      'Por favor, insira um curso de amortecedor válido entre 20 e 100 mm.',
    ],
    [
      { forkTravel: '140', shockStroke: '55', rearTarget: '50' },
      'Por favor, insira um sag alvo válido entre 5 e 45%.',
    ],
  ])('%o → %s', (input, message) => {
    expect(validateSuspension(input)).toEqual(error(message))
  })
})
