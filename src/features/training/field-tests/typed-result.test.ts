import { describe, expect, it } from 'vitest'
import {
  fthrFromTypedHeartRate,
  ftpFromTyped20MinutePower,
  ftpFromTypedBestMinute,
  TYPED_POWER_MESSAGES,
} from './typed-result'

const invalid = (reason: string) => ({ ok: false, title: 'Valor inválido', reason })

describe('the 20-minute average power, typed', () => {
  it.each([
    ['268', 255, '95 % de 268 W = 255 W'],
    [' 268 ', 255, '95 % de 268 W = 255 W'],
    ['267,5', 254, '95 % de 267,5 W = 254 W'], // 254.125: from the number shown, not 268
    ['267.5', 254, '95 % de 267,5 W = 254 W'],
    ['1200', 1140, '95 % de 1.200 W = 1.140 W'],
  ])('%s → %i W', (text, value, formula) => {
    expect(ftpFromTyped20MinutePower(text)).toEqual({ ok: true, value, formula })
  })

  it.each(['', '  ', 'abc', '-5', '0', '1.234,5', '268 W'])('%j is refused', (text) => {
    expect(ftpFromTyped20MinutePower(text)).toEqual(invalid(TYPED_POWER_MESSAGES.twentyMinutes))
  })

  it('a power that gives 0 W is no FTP', () => {
    expect(ftpFromTyped20MinutePower('0,4')).toEqual({
      ok: false,
      reason: '95 % de 0,4 W = 0 W, e 0 W não é um FTP válido.',
    })
  })
})

describe('the best minute, typed', () => {
  it.each([
    ['340', 255, '75 % de 340 W = 255 W'],
    ['341', 256, '75 % de 341 W = 256 W'], // 255.75
    ['342', 257, '75 % de 342 W = 257 W'], // 256.5, halves up
  ])('%s → %i W', (text, value, formula) => {
    expect(ftpFromTypedBestMinute(text)).toEqual({ ok: true, value, formula })
  })

  it.each(['', 'x', '-340'])('%j is refused with its own message', (text) => {
    expect(ftpFromTypedBestMinute(text)).toEqual(invalid(TYPED_POWER_MESSAGES.bestMinute))
  })
})

describe('the last 20 minutes’ average heart rate, typed: the FTHR field’s rules', () => {
  it.each([
    ['171', 171],
    ['100', 100],
    ['220', 220],
  ])('%s → %i bpm', (text, value) => {
    expect(fthrFromTypedHeartRate(text)).toEqual({
      ok: true,
      value,
      formula: `média dos últimos 20 minutos: ${value} bpm`,
    })
  })

  it.each([
    ['', 'Por favor, insira seu FTHR.'],
    ['99', 'Por favor, insira um FTHR válido entre 100 e 220 bpm.'],
    ['221', 'Por favor, insira um FTHR válido entre 100 e 220 bpm.'],
    ['171,5', 'Por favor, insira um FTHR válido entre 100 e 220 bpm.'],
    ['abc', 'Por favor, insira um FTHR válido entre 100 e 220 bpm.'],
  ])('%j: %s', (text, reason) => {
    expect(fthrFromTypedHeartRate(text)).toEqual({ ok: false, reason })
  })
})
