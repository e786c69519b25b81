import { describe, expect, it } from 'vitest'
import { PROJECTS, conversionRate, metricsOf } from './projects'

describe('conversion rate = conversions / users × 100, one decimal', () => {
  it.each([
    [357, 6040, 5.9],
    [86, 1240, 6.9],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [0, 100, 0],
    [5, 0, 0],
  ])('%i / %i → %d', (conversions, users, expected) => {
    expect(conversionRate(conversions, users)).toBe(expected)
  })
})

describe('project list', () => {
  it('is the spec list in order, with calculator sub-projects', () => {
    expect(PROJECTS.map((p) => [p.id, p.type, p.status, p.category])).toEqual([
      ['bike-fit', 'static', 'active', 'calculadora'],
      ['calculadoras', 'react', 'active', 'ferramentas'],
      ['loja', 'react', 'development', 'comercial'],
      ['blog', 'external', 'active', 'conteudo'],
      ['videos', 'react', 'active', 'conteudo'],
      ['eventos', 'external', 'active', 'comunidade'],
    ])
    expect(PROJECTS[1]?.subProjects?.map((s) => s.id)).toEqual([
      'ftp',
      'imc',
      'harris',
      'frequencia',
    ])
  })
  it('unknown projects get the default metrics', () => {
    expect(metricsOf('nope')).toEqual({ users: 0, conversions: 0, trend: '0%' })
  })
})
