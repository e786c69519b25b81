import { describe, expect, it } from 'vitest'
import { linkify } from './linkify'

const link = (href: string, label = href) => ({ type: 'link', href, label })
const text = (value: string) => ({ type: 'text', value })

describe('linkify', () => {
  it('keeps plain text as one token', () => {
    expect(linkify('Trilha na serra,\nsem links.')).toEqual([text('Trilha na serra,\nsem links.')])
  })

  it('returns no tokens for an empty description', () => {
    expect(linkify('')).toEqual([])
  })

  it('turns http and https addresses into links, keeping the text around them', () => {
    expect(
      linkify('Mapa: https://www.strava.com/routes/123 e http://example.com.br/a?b=1&c=2 ok'),
    ).toEqual([
      text('Mapa: '),
      link('https://www.strava.com/routes/123'),
      text(' e '),
      link('http://example.com.br/a?b=1&c=2'),
      text(' ok'),
    ])
  })

  it('keeps line breaks in the text tokens', () => {
    expect(linkify('Inscrições:\nhttps://bora.example/inscricao\n\nValeu!')).toEqual([
      text('Inscrições:\n'),
      link('https://bora.example/inscricao'),
      text('\n\nValeu!'),
    ])
  })

  it.each([
    ['veja https://example.com/trilha.', 'https://example.com/trilha', '.'],
    ['em https://example.com/a, depois', 'https://example.com/a', ', depois'],
    ['(mais em https://example.com/b)', 'https://example.com/b', ')'],
    ['"https://example.com/c"!', 'https://example.com/c', '"!'],
    ['https://example.com/d?!', 'https://example.com/d', '?!'],
    ['https://example.com/e…', 'https://example.com/e', '…'],
  ])('leaves trailing punctuation out: %s', (input, href, after) => {
    const tokens = linkify(input)
    expect(tokens).toContainEqual(link(href))
    expect(tokens.at(-1)).toEqual(text(after))
  })

  it('keeps a bracket the address itself opened', () => {
    expect(linkify('https://pt.wikipedia.org/wiki/Mountain_bike_(esporte) fim')[0]).toEqual(
      link('https://pt.wikipedia.org/wiki/Mountain_bike_(esporte)'),
    )
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    'mailto:contato@example.com',
    'www.example.com',
  ])('never links other schemes: %s', (input) => {
    expect(linkify(`antes ${input} depois`)).toEqual([text(`antes ${input} depois`)])
  })

  it('stops an address at markup so nothing can break out of the href', () => {
    const tokens = linkify('<a href="https://evil.example/x" onclick="alert(1)">oi</a>')
    expect(tokens.filter((t) => t.type === 'link')).toEqual([link('https://evil.example/x')])
    expect(tokens.filter((t) => t.type === 'text').map((t) => t.value)).toEqual([
      '<a href="',
      '" onclick="alert(1)">oi</a>',
    ])
  })

  it('does not link a scheme with no host', () => {
    expect(linkify('https:// nada')).toEqual([text('https:// nada')])
  })

  it('normalises the href but shows the address as written', () => {
    expect(linkify('HTTPS://Example.COM/Trilha')).toEqual([
      link('https://example.com/Trilha', 'HTTPS://Example.COM/Trilha'),
    ])
  })
})
