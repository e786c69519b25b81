import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, OG_IMAGE_PATH, SITE_NAME, SITE_URL } from './site'

export interface PageMeta {
  title: string
  description?: string
  /** The canonical path of the screen, e.g. '/calculadoras/imc'. */
  path?: string
  keywords?: readonly string[]
  noindex?: boolean
  image?: string
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>
}

/** Appends the brand unless the title already carries it. */
export function withBrand(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`
}

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`
}

/** JSON-LD inside a script element must not be able to close it. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * A route's `head()` answer: title, description, keywords, author, Open Graph and Twitter tags,
 * canonical link, robots and JSON-LD. A child route's tags replace the parent's of the same name.
 */
export function pageHead(page: PageMeta) {
  const title = withBrand(page.title)
  const description = page.description ?? DEFAULT_DESCRIPTION
  const image = absoluteUrl(page.image ?? OG_IMAGE_PATH)
  const url = page.path ? absoluteUrl(page.path) : undefined
  const meta = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: (page.keywords ?? DEFAULT_KEYWORDS).join(', ') },
    { name: 'author', content: SITE_NAME },
    { name: 'robots', content: page.noindex ? 'noindex, nofollow' : 'index, follow' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
  const links = url ? [{ rel: 'canonical', href: url }] : []
  const scripts = page.jsonLd
    ? [{ type: 'application/ld+json', children: serializeJsonLd(page.jsonLd) }]
    : []
  return { meta, links, scripts }
}
