import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Card } from './card'

const classes = (html: string) => /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []

describe('Card', () => {
  it('pads by default', () => {
    expect(classes(renderToStaticMarkup(<Card>x</Card>))).toContain('p-5')
  })

  it('a padding class of the caller replaces the default (a flush list)', () => {
    const list = classes(renderToStaticMarkup(<Card className="p-0">x</Card>))
    expect(list).toContain('p-0')
    expect(list).not.toContain('p-5')
  })

  it('other classes keep the default padding', () => {
    const list = classes(renderToStaticMarkup(<Card className="mt-4 text-sm">x</Card>))
    expect(list).toContain('p-5')
    expect(list).toContain('mt-4')
  })
})
