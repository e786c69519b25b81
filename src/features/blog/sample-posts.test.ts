import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isWpPost, toPost } from './post'
import { SAMPLE_POSTS } from './sample-posts'

const publicFile = (path: string) =>
  fileURLToPath(new URL(`../../../public${path}`, import.meta.url))

describe('SAMPLE_POSTS', () => {
  const posts = SAMPLE_POSTS.map(toPost)

  it('has eight well-formed posts with distinct ids and kebab-case slugs', () => {
    expect(SAMPLE_POSTS).toHaveLength(8)
    expect(SAMPLE_POSTS.every(isWpPost)).toBe(true)
    expect(new Set(posts.map((p) => p.id)).size).toBe(8)
    expect(new Set(posts.map((p) => p.slug)).size).toBe(8)
    for (const { slug } of posts) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('covers the spec’s topics', () => {
    const slugs = posts.map((p) => p.slug).join(' ')
    for (const topic of [
      'bike-de-estrada',
      'mtb',
      'treino',
      'cicloturismo',
      'nutricao',
      'manutencao',
      'gravel',
      'bike-fit',
    ]) {
      expect(slugs).toContain(topic)
    }
  })

  it('is dated in 2026, newest first', () => {
    const dates = posts.map((p) => p.date)
    for (const date of dates) expect(date).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('has real content: headings, paragraphs and a list', () => {
    for (const { contentHtml, title, excerpt, author } of posts) {
      expect(contentHtml).toContain('<h2>')
      expect(contentHtml).toContain('<ul>')
      const paragraphs = contentHtml.match(/<p>/g)?.length ?? 0
      expect(paragraphs).toBeGreaterThanOrEqual(3)
      expect(paragraphs).toBeLessThanOrEqual(5)
      expect(title).not.toMatch(/[<>]|&#?\w+;/)
      expect(excerpt.endsWith('…')).toBe(true)
      expect(author).not.toBe('')
    }
  })

  it('points every featured image at a local file that exists', () => {
    for (const { image, slug } of posts) {
      expect(image).toBe(`/images/blog/${slug}.svg`)
      expect(existsSync(publicFile(image ?? ''))).toBe(true)
    }
  })
})
