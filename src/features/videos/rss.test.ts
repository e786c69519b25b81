import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeXmlEntities, parseChannelRss } from './rss'

const fixture = readFileSync(new URL('./__fixtures__/channel-rss.xml', import.meta.url), 'utf8')

describe('parseChannelRss on a recorded channel feed', () => {
  const { channel, videos } = parseChannelRss(fixture)

  it('reads the channel from the header, restoring the UC prefix', () => {
    expect(channel).toEqual({
      id: 'UCfixtureBoraPedalar0001',
      title: 'Bora Pedalar',
      url: 'https://www.youtube.com/channel/UCfixtureBoraPedalar0001',
    })
  })

  it('reads all 15 entries in feed order', () => {
    expect(videos).toHaveLength(15)
    expect(videos.map((v) => v.id).slice(0, 3)).toEqual([
      'Rk7pQz2LmVa',
      'b3XnW_8tYcE',
      'Hq9-Df2sPo1',
    ])
  })

  it('maps an entry’s fields', () => {
    const { description, ...rest } = videos[0] ?? { description: '' }
    expect(rest).toEqual({
      id: 'Rk7pQz2LmVa',
      title: 'Travessia da Serra da Canastra em 3 dias | Expedição Bora Pedalar',
      thumbnail: 'https://i4.ytimg.com/vi/Rk7pQz2LmVa/hqdefault.jpg',
      publishedAt: '2026-11-18T21:00:06.000Z',
      videoUrl: 'https://www.youtube.com/watch?v=Rk7pQz2LmVa',
    })
    expect(description).toMatch(/^Três dias, 210 km/)
  })

  it('keeps the description’s line breaks and decodes its entities', () => {
    const description = videos[0]?.description ?? ''
    expect(description).toContain(
      '\n\nRoteiro completo: https://borapedalar.com.br/rotas/canastra\n',
    )
    expect(description).toContain('Equipamento & bagagem:')
    expect(description.endsWith('31:05 Dia 3 – Vargem Bonita')).toBe(true)
    const byId = (id: string) => videos.find((v) => v.id === id)
    expect(byId('b3XnW_8tYcE')?.description).toContain('pressão "de fábrica" antes')
    expect(byId('Bc1De2Fg3Hi')?.description).toContain('<e da sua paciência>')
    expect(byId('Pq7Rs8Tu9Vw')?.description).toContain("água e 'aquele' corta-vento")
  })

  it('decodes entities in titles', () => {
    const titles = videos.map((v) => v.title)
    expect(titles).toContain('Lubrificar a corrente: cera, óleo seco & úmido – qual dura mais?')
    expect(titles).toContain('O que levar num pedal de 100 km "sem apoio"')
  })

  it('gives a Short a normal watch address', () => {
    expect(videos.find((v) => v.id === 'zZ1aB2cD3eF')?.videoUrl).toBe(
      'https://www.youtube.com/watch?v=zZ1aB2cD3eF',
    )
  })
})

describe('parseChannelRss on odd input', () => {
  const entry = (inner: string) =>
    `<feed xmlns="http://www.w3.org/2005/Atom"><title>X</title><entry>${inner}</entry></feed>`

  it('returns nothing for something that is not a feed', () => {
    expect(parseChannelRss('<html><body>Erro 404</body></html>')).toEqual({
      channel: null,
      videos: [],
    })
    expect(parseChannelRss('')).toEqual({ channel: null, videos: [] })
  })

  it('takes the id from the link when yt:videoId is missing', () => {
    const { videos } = parseChannelRss(
      entry(
        '<title>Sem id</title><link rel="alternate" href="https://www.youtube.com/watch?v=abcdefghijk"/><published>2026-01-01T00:00:00+00:00</published>',
      ),
    )
    expect(videos.map((v) => v.id)).toEqual(['abcdefghijk'])
    expect(videos[0]?.thumbnail).toBe('/images/videos/placeholder.svg')
    expect(videos[0]?.description).toBe('')
  })

  it('drops entries without a valid id, title or date', () => {
    const xml = [
      '<title>A</title><yt:videoId>short</yt:videoId><published>2026-01-01T00:00:00Z</published>',
      '<yt:videoId>abcdefghijk</yt:videoId><published>2026-01-01T00:00:00Z</published>',
      '<title>C</title><yt:videoId>abcdefghijk</yt:videoId><published>amanhã</published>',
    ].map(entry)
    for (const feed of xml) expect(parseChannelRss(feed).videos).toEqual([])
  })

  it('reads CDATA verbatim, ignores comments and keeps markup as text', () => {
    const { videos } = parseChannelRss(
      entry(
        '<!-- <title>comentário</title> --><title><![CDATA[Trilha & <b>lama</b>]]></title><yt:videoId>abcdefghijk</yt:videoId><published>2026-01-01T00:00:00Z</published><media:group><media:description>&lt;script&gt;alert(1)&lt;/script&gt;</media:description><media:thumbnail url="javascript:alert(1)"/></media:group>',
      ),
    )
    expect(videos[0]?.title).toBe('Trilha & <b>lama</b>')
    expect(videos[0]?.description).toBe('<script>alert(1)</script>')
    expect(videos[0]?.thumbnail).toBe('/images/videos/placeholder.svg')
  })
})

describe('decodeXmlEntities', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&lt;p&gt;', '<p>'],
    ['&quot;x&quot; &apos;y&apos;', '"x" \'y\''],
    ['&#39;&#x27;&#X27;', "'''"],
    ['&#233;&#xe9;', 'éé'],
    ['&#x1F6B4;', '🚴'],
    ['&amp;lt;', '&lt;'],
    ['&nbsp;', '&nbsp;'],
    ['&#0;&#xD800;&#1114112;', '\uFFFD\uFFFD\uFFFD'],
    ['R&D sem ponto e vírgula', 'R&D sem ponto e vírgula'],
  ])('%s → %s', (input, expected) => {
    expect(decodeXmlEntities(input)).toBe(expected)
  })
})
