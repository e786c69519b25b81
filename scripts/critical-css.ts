/**
 * The part of the stylesheet a prerendered page needs for its first paint (issue 19, item 3): on a
 * first visit the page carries it inline instead of waiting for the stylesheet's round trip, and
 * the whole stylesheet arrives when React hydrates the head (the router renders its link). Tailwind
 * writes one rule per utility class, so a rule is kept when its selector names a class the page's
 * markup uses, or names no class at all (the reset, the theme's variables, element rules); at-rules
 * without rules inside (`@keyframes`, layer order) are kept whole. Keeping a rule too many costs
 * bytes; leaving one out would move the page when the stylesheet lands, so the test errs on keeping.
 * Two kinds of rule are known to be idle until the stylesheet lands, and go: a pointer's or focus's
 * state (`:hover`, `:focus…`, `:active`: a page being drawn has neither), and the custom properties
 * (theme variables, `@property`, Tailwind's fallbacks) that no kept rule, no kept variable and no
 * inline style reads. Every byte counts: an HTML response within TCP's first window (ten segments,
 * 14,600 bytes) arrives one round trip sooner (`tests/build/budgets.spec.ts`).
 */
import postcss, { type Container, type Declaration, type Root } from 'postcss'

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name] ?? whole
  })
}

/** The class names used in a page's markup. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1] ?? '').split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** The class names a selector names, unescaped (`.sm\:grid-cols-2` → `sm:grid-cols-2`). */
export function classesIn(selector: string): string[] {
  const withoutStrings = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""')
  return [...withoutStrings.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g)].map(
    (match) =>
      (match[1] ?? '')
        .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        )
        .replace(/\\(.)/g, '$1'),
  )
}

/** What a page has that a selector naming no class can ask for: its elements and a few inputs. */
interface Markup {
  classes: ReadonlySet<string>
  elements: ReadonlySet<string>
  html: string
}

function markupOf(html: string): Markup {
  const elements = new Set(['html', 'head', 'body'])
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g))
    elements.add((match[1] ?? '').toLowerCase())
  return { classes: classesOf(html), elements, html }
}

/** A browser's parts of some inputs, each with what the page must have for it to be drawn. */
const PARTS: [RegExp, RegExp][] = [
  [
    /::-webkit-(?:datetime-edit|date-and-time-value|calendar-picker)/,
    /type="(?:date|time|datetime-local|month|week)"/,
  ],
  [/::-webkit-(?:inner|outer)-spin-button/, /type="number"/],
  [/::-webkit-search-/, /type="search"/],
  [/::file-selector-button/, /type="file"/],
  [/::placeholder/, /\splaceholder="/],
]

/** The element names a selector asks for (`select optgroup` → select, optgroup). */
function elementsIn(selector: string): string[] {
  const bare = selector.replace(/\[[^\]]*\]/g, '[]').replace(/::?[\w-]+/g, '')
  return [...bare.matchAll(/(?:^|[\s>+~(,])([a-zA-Z][\w-]*)/g)].map((match) =>
    (match[1] ?? '').toLowerCase(),
  )
}

function usedBy(selector: string, markup: Markup): boolean {
  const named = classesIn(selector)
  if (named.length > 0) return named.some((name) => markup.classes.has(name))
  if (!elementsIn(selector).every((name) => markup.elements.has(name))) return false
  return PARTS.every(([part, needs]) => !part.test(selector) || needs.test(markup.html))
}

/** Drops the at-rules left with nothing inside (a `@media` whose rules all went). */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return
    dropEmpty(node)
    if (node.nodes.length === 0) node.remove()
  })
}

/** A pointer's or focus's state: no such rule applies before the rider can touch the page. */
const STATE = /:(?:hover|focus|focus-visible|focus-within|active|-moz-focusring)(?![\w-])/

/** The custom properties a text reads (`var(--name`). */
function variablesIn(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '')
}

/**
 * Drops the custom properties nothing reads. A definition counts when it is global (a rule that
 * names no class: `:root`, `*`, `::backdrop`); every other declaration, a utility's own variables
 * included, is a reader, as is the markup's inline styles; a global definition read is itself a
 * reader of the variables in its value.
 */
function dropUnreadVariables(root: Root, html: string): void {
  const isDefinition = (declaration: Declaration) =>
    declaration.prop.startsWith('--') &&
    declaration.parent?.type === 'rule' &&
    classesIn(declaration.parent.selector).length === 0
  const definitions = new Map<string, string[]>()
  const read = new Set(variablesIn(html))
  root.walkDecls((declaration) => {
    if (!isDefinition(declaration))
      return void variablesIn(declaration.value).forEach((name) => read.add(name))
    definitions.set(declaration.prop, [
      ...(definitions.get(declaration.prop) ?? []),
      ...variablesIn(declaration.value),
    ])
  })
  const pending = [...read]
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of definitions.get(name) ?? []) {
      if (read.has(next)) continue
      read.add(next)
      pending.push(next)
    }
  }
  root.walkDecls((declaration) => {
    if (!read.has(declaration.prop) && isDefinition(declaration)) declaration.remove()
  })
  root.walkAtRules('property', (property) => {
    if (!read.has(property.params.trim())) property.remove()
  })
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

/** The rules of `css` that the page `html` can use before its scripts run. */
export function criticalCss(css: string, html: string): string {
  const markup = markupOf(html)
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const parent = rule.parent
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as { name: string }).name)) return
    const kept = rule.selectors.filter(
      (selector) => !STATE.test(selector) && usedBy(selector, markup),
    )
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',')
  })
  root.walkComments((comment) => void comment.remove())
  dropUnreadVariables(root, html)
  dropEmpty(root)
  return root.toString()
}
