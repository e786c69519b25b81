import { describe, expect, it } from 'vitest'
import { classesIn, classesOf, criticalCss } from './critical-css.ts'

describe('critical CSS', () => {
  it.each([
    ['.flex', ['flex']],
    ['.sm\\:grid-cols-2', ['sm:grid-cols-2']],
    ['.min-h-\\[60vh\\]', ['min-h-[60vh]']],
    ['.py-0\\.5', ['py-0.5']],
    ['.w-1\\/2', ['w-1/2']],
    ['.\\31 0xl', ['10xl']],
    [':where(.space-y-4>:not(:last-child))', ['space-y-4']],
    ['.group-hover\\:text-white:is(:where(.group):hover *)', ['group-hover:text-white', 'group']],
    ['a[href$=".svg"]', []],
    ['html,:host', []],
  ])('%s names %j', (selector, names) => {
    expect(classesIn(selector)).toEqual(names)
  })

  it("reads the page's class names, entities decoded", () => {
    expect([
      ...classesOf('<p class="mt-2  text-zinc-300"></p><div class="[&amp;&gt;svg]:size-4">'),
    ]).toEqual(['mt-2', 'text-zinc-300', '[&>svg]:size-4'])
  })

  it("keeps the rules the page's classes use, those that name no class, and whole at-rules", () => {
    const css = [
      '/*! licence */',
      '@layer theme,base,utilities;',
      '@property --tw-x{syntax:"*";inherits:false}',
      '@layer base{*,:after{box-sizing:border-box}button{cursor:pointer}}',
      '@layer utilities{.flex{display:flex}.grid{display:grid}.hidden,.block{display:block}',
      '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}',
      '.hover\\:underline:hover{text-decoration:underline}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ].join('')
    const html = '<div class="flex sm:flex block hover:underline"></div>'
    expect(criticalCss(css, html)).toBe(
      [
        '@layer theme,base,utilities;',
        '@property --tw-x{syntax:"*";inherits:false}',
        '@layer base{*,:after{box-sizing:border-box}button{cursor:pointer}}',
        '@layer utilities{.flex{display:flex}.block{display:block}',
        '@media (min-width:40rem){.sm\\:flex{display:flex}}',
        '.hover\\:underline:hover{text-decoration:underline}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    )
  })

  it('drops an at-rule left empty', () => {
    expect(criticalCss('@media (min-width:40rem){.sm\\:grid{display:grid}}.a{color:red}', '')).toBe(
      '',
    )
  })
})
