/**
 * Event pages written at build time, so that a link pasted in WhatsApp (whose preview reads the
 * HTML and runs no script) and a search result show the event: for each published event not yet
 * over when the build runs, `eventos/<slug>/index.html` is the app shell with the event's own
 * head (title, description, Open Graph, canonical, SportsEvent JSON-LD), and the page is listed
 * in the sitemap. The body stays the shell's, which renders the event in the browser from the
 * server (or the device's copy) as before. An event published after the build, or a build that
 * reaches no backend, gets the shell as every unknown event address does (scripts/static-server.ts,
 * sw/sw.ts): a hosted site rebuilds when an event is published or changed.
 */

/** The answer is awaited this long at most: a build with no backend goes on without event pages. */
export const EVENTS_READ_TIMEOUT_MS = 4000

/** PostgREST's own page of rows on a hosted project; more upcoming events than this go unwritten. */
const MAX_EVENT_PAGES = 1000

export interface HeadTags {
  meta: readonly (
    { title: string } | { name: string; content: string } | { property: string; content: string }
  )[]
  links: readonly { rel: string; href: string }[]
  scripts: readonly { type: string; children: string }[]
}

/**
 * The published events not over at `now`, straight from PostgREST with the anon key (the same
 * rows any visitor reads); null when the backend does not answer in time or refuses.
 */
export async function fetchUpcomingEvents(options: {
  url: string
  anonKey: string
  columns: string
  now: Date
  timeoutMs?: number
}): Promise<Record<string, unknown>[] | null> {
  const query = new URLSearchParams({
    select: options.columns.replace(/\s+/g, ''),
    status: 'eq.published',
    ends_at: `gt.${options.now.toISOString()}`,
    order: 'starts_at.asc,id.asc',
    limit: String(MAX_EVENT_PAGES),
  })
  try {
    const response = await fetch(`${options.url.replace(/\/$/, '')}/rest/v1/events?${query}`, {
      headers: { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? EVENTS_READ_TIMEOUT_MS),
    })
    if (!response.ok) return null
    const rows: unknown = await response.json()
    return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : null
  } catch {
    return null
  }
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The tags `pageHead` manages: the shell's are replaced by the event's. */
const MANAGED_META =
  /<meta (?:name="(?:description|keywords|author|robots|twitter:[a-z]+)"|property="og:[a-z_]+") content="[^"]*"\/>/g
const TITLE = /<title>[^<]*<\/title>/

function renderTags(head: HeadTags): string {
  const meta = head.meta.map((tag) => {
    if ('title' in tag) return `<title>${escapeAttribute(tag.title)}</title>`
    const [key, value] = 'name' in tag ? ['name', tag.name] : ['property', tag.property]
    return `<meta ${key}="${escapeAttribute(value)}" content="${escapeAttribute(tag.content)}"/>`
  })
  const links = head.links.map(
    (link) => `<link rel="${escapeAttribute(link.rel)}" href="${escapeAttribute(link.href)}"/>`,
  )
  // The JSON-LD comes serialised with `<` escaped (lib/meta.ts): it cannot close its script.
  const scripts = head.scripts.map(
    (script) => `<script type="${escapeAttribute(script.type)}">${script.children}</script>`,
  )
  return [...meta, ...links, ...scripts].join('')
}

/** The app shell's HTML with the event's head in place of the shell's own title and tags. */
export function eventPageHtml(shell: string, head: HeadTags): string {
  const title = TITLE.exec(shell)
  if (!title) throw new Error('Event pages: the app shell has no <title>')
  const without = shell.replace(MANAGED_META, '')
  return without.replace(TITLE, () => renderTags(head))
}
