/**
 * The part of the stylesheet a prerendered page needs for its first paint (issue 19, item 3): on a
 * first visit the page carries it inline instead of waiting for the stylesheet's round trip, and
 * the whole stylesheet arrives when React hydrates the head (the router renders its link). Tailwind
 * writes one rule per utility class, so a rule is kept when its selector names a class the page's
 * markup uses, or names no class at all (the reset, the theme's variables, element rules); at-rules
 * without rules inside (`@property`, `@keyframes`, layer order) are kept whole. Keeping a rule too
 * many costs bytes; leaving one out would move the page when the stylesheet lands, so the test
 * errs on keeping.
 */
import postcss, { type Container } from 'postcss'

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

function usedBy(selector: string, classes: ReadonlySet<string>): boolean {
  const named = classesIn(selector)
  return named.length === 0 || named.some((name) => classes.has(name))
}

/** Drops the at-rules left with nothing inside (a `@media` whose rules all went). */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return
    dropEmpty(node)
    if (node.nodes.length === 0) node.remove()
  })
}

/** The rules of `css` that the page `html` can use before its scripts run. */
export function criticalCss(css: string, html: string): string {
  const classes = classesOf(html)
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const parent = rule.parent
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as { name: string }).name)) return
    const kept = rule.selectors.filter((selector) => usedBy(selector, classes))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',')
  })
  root.walkComments((comment) => void comment.remove())
  dropEmpty(root)
  return root.toString()
}
