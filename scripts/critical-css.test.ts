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
      '@layer utilities{.flex{display:flex;translate:var(--tw-x)}.grid{display:grid}',
      '.hidden,.block{display:block}',
      '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ].join('')
    const html = '<div class="flex sm:flex block"><button>Ir</button></div>'
    expect(criticalCss(css, html)).toBe(
      [
        '@layer theme,base,utilities;',
        '@property --tw-x{syntax:"*";inherits:false}',
        '@layer base{*,:after{box-sizing:border-box}button{cursor:pointer}}',
        '@layer utilities{.flex{display:flex;translate:var(--tw-x)}',
        '.block{display:block}',
        '@media (min-width:40rem){.sm\\:flex{display:flex}}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    )
  })

  it('leaves out rules for a pointer or focus state: nothing hovers or focuses a page being drawn', () => {
    const css =
      '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}' +
      '.focus-visible\\:outline-2:focus-visible{outline-width:2px}' +
      '.a,.b:active{color:red}.data-focus\\:c[data-focus]{color:blue}'
    const html = '<a class="hover:underline focus-visible:outline-2 a b data-focus:c"></a>'
    expect(criticalCss(css, html)).toBe('.a{color:red}.data-focus\\:c[data-focus]{color:blue}')
  })

  it('keeps only the custom properties the kept rules, their definitions or the markup read', () => {
    const css = [
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-blur{syntax:"*";inherits:false}',
      '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
      '@layer theme{:root,:host{--font-sans:Inter;--default-font-family:var(--font-sans);',
      '--color-red:red;--color-blue:blue;--color-lime:lime;--spacing:.25rem}}',
      'html{font-family:var(--default-font-family)}',
      '.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#000);box-shadow:var(--tw-shadow)}',
      '.p-2{padding:calc(var(--spacing)*2)}.blur{filter:blur(var(--tw-blur))}',
    ].join('')
    const html = '<div class="shadow p-2" style="color:var(--color-lime)"></div>'
    expect(criticalCss(css, html)).toBe(
      [
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000}}}',
        '@layer theme{:root,:host{--font-sans:Inter;--default-font-family:var(--font-sans);',
        '--color-lime:lime;--spacing:.25rem}}',
        'html{font-family:var(--default-font-family)}',
        '.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#000);box-shadow:var(--tw-shadow)}',
        '.p-2{padding:calc(var(--spacing)*2)}',
      ].join(''),
    )
  })

  it("leaves out element rules for elements the page does not have, and their parts' rules", () => {
    const css = [
      'hr{height:0}abbr:where([title]){text-decoration:underline dotted}',
      'html,:host{line-height:1.5}button,input:where([type=button]){appearance:button}',
      ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}textarea{resize:vertical}',
      '::placeholder{opacity:1}::-webkit-datetime-edit-year-field{padding-block:0}',
      '::-webkit-inner-spin-button{height:auto}::file-selector-button{margin:0}',
      '*,:before{margin:0}[hidden]:where(:not([hidden=until-found])){display:none!important}',
    ].join('')
    const html = '<html><body><button>a</button><input type="number" placeholder="0"></body></html>'
    expect(criticalCss(css, html)).toBe(
      [
        'html,:host{line-height:1.5}button,input:where([type=button]){appearance:button}',
        '::placeholder{opacity:1}::-webkit-inner-spin-button{height:auto}',
        '*,:before{margin:0}[hidden]:where(:not([hidden=until-found])){display:none!important}',
      ].join(''),
    )
  })

  it('drops an at-rule left empty', () => {
    expect(criticalCss('@media (min-width:40rem){.sm\\:grid{display:grid}}.a{color:red}', '')).toBe(
      '',
    )
  })
})
