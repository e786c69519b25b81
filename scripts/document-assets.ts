/**
 * Reads the tags Vite writes into index.html (the stylesheet, the entry module, its modulepreloads
 * and, in development, its client and React refresh preamble) so the renderer can put the same
 * tags into every page.
 */
export interface ParsedAssets {
  scripts: { attrs: Record<string, string | boolean>; children?: string }[]
  css: string[]
  preloads: string[]
}

function parseAttributes(source: string): Record<string, string | boolean> {
  const attrs: Record<string, string | boolean> = {}
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*"([^"]*)")?/g)) {
    const [, name, value] = match
    if (name) attrs[name] = value ?? true
  }
  return attrs
}

export function documentAssetsFromHtml(html: string): ParsedAssets {
  const head = html.slice(0, Math.max(html.indexOf('</head>'), 0)) || html
  const scripts: ParsedAssets['scripts'] = []
  for (const match of head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = parseAttributes(match[1] ?? '')
    const children = match[2]?.trim()
    scripts.push(children ? { attrs, children } : { attrs })
  }
  const css: string[] = []
  const preloads: string[] = []
  for (const match of head.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = parseAttributes(match[1] ?? '')
    const href = typeof attrs.href === 'string' ? attrs.href : undefined
    if (!href) continue
    if (attrs.rel === 'stylesheet') css.push(href)
    if (attrs.rel === 'modulepreload') preloads.push(href)
  }
  return { scripts, css, preloads }
}
