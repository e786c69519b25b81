import { describe, expect, it } from 'vitest'
import { DEFAULT_AUTHOR, htmlToText, isWpPost, toPost, toPostSummary, type WpPost } from './post'

const wp: WpPost = {
  id: 42,
  date: '2026-05-01T09:00:00',
  slug: 'trilha-da-serra',
  title: { rendered: 'Trilha &#8220;da Serra&#8221; &#038; caf&eacute;' },
  excerpt: { rendered: '<p>Um pedal <strong>incrível</strong> com&nbsp;amigos [&hellip;]</p>\n' },
  content: { rendered: '<h2>Oi</h2><p>Conteúdo</p><script>alert(1)</script>' },
  _embedded: {
    author: [{ id: 3, name: 'Ana Lima' }],
    'wp:featuredmedia': [
      { source_url: 'https://cdn.example.com/a.jpg', alt_text: 'Serra ao amanhecer' },
    ],
  },
}

describe('htmlToText', () => {
  it.each([
    ['<p>Olá <em>mundo</em></p>', 'Olá mundo'],
    ['linha 1<br>linha 2<br/>linha 3', 'linha 1 linha 2 linha 3'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39;', 'a & b <c> "d" \'e\''],
    ['&#8211; &#x2014; &hellip; &rsquo;', '– — … ’'],
    ['&amp;lt;p&amp;gt;', '&lt;p&gt;'],
    ['<script>alert("x")</script>texto<style>p{}</style>', 'texto'],
    ['<!-- comentário -->visível', 'visível'],
    ['&desconhecida; fica', '&desconhecida; fica'],
    ['&Ccedil;&atilde;o &ecirc; &Aacute;gua', 'Ção ê Água'],
    ['   muitos\n\n espaços\t ', 'muitos espaços'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })
})

describe('toPostSummary', () => {
  it('turns rendered HTML into card text and reads the embeds', () => {
    expect(toPostSummary(wp)).toEqual({
      id: 42,
      slug: 'trilha-da-serra',
      title: 'Trilha “da Serra” & café',
      excerpt: 'Um pedal incrível com amigos…',
      date: '2026-05-01T09:00:00',
      author: 'Ana Lima',
      image: 'https://cdn.example.com/a.jpg',
      imageAlt: 'Serra ao amanhecer',
    })
  })

  it('falls back to the team as author and to the title as image text', () => {
    const summary = toPostSummary({ ...wp, _embedded: undefined })
    expect(summary.author).toBe(DEFAULT_AUTHOR)
    expect(summary.author).toBe('Equipe Bora Pedalar')
    expect(summary.image).toBeNull()
    expect(summary.imageAlt).toBe('Trilha “da Serra” & café')
  })

  it('reads error objects in the embeds as missing', () => {
    const summary = toPostSummary({
      ...wp,
      _embedded: {
        author: [{ code: 'rest_user_invalid_id', message: 'Invalid user ID.' }],
        'wp:featuredmedia': [{ code: 'rest_forbidden' }],
      } as unknown as WpPost['_embedded'],
    })
    expect(summary.author).toBe(DEFAULT_AUTHOR)
    expect(summary.image).toBeNull()
  })

  it.each([
    ['javascript:alert(1)', null],
    ['http://insecure.example/a.jpg', null],
    ['//cdn.example/a.jpg', null],
    ['data:image/png;base64,AAAA', null],
    ['/images/blog/x.svg', '/images/blog/x.svg'],
  ])('image %s → %s', (url, expected) => {
    const post = { ...wp, _embedded: { 'wp:featuredmedia': [{ source_url: url }] } }
    expect(toPostSummary(post).image).toBe(expected)
  })
})

describe('toPost', () => {
  it('keeps the content HTML untouched for the sanitiser', () => {
    expect(toPost(wp).contentHtml).toBe(wp.content.rendered)
  })
})

describe('isWpPost', () => {
  it('accepts a post and rejects malformed answers', () => {
    expect(isWpPost(wp)).toBe(true)
    expect(isWpPost(null)).toBe(false)
    expect(isWpPost({ ...wp, id: '42' })).toBe(false)
    expect(isWpPost({ ...wp, title: 'texto' })).toBe(false)
    expect(isWpPost({ ...wp, content: {} })).toBe(false)
    expect(isWpPost({ ...wp, slug: '../../admin' })).toBe(false)
    expect(isWpPost({ ...wp, _embedded: 'x' })).toBe(false)
  })
})
