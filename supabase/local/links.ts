// Where the links of the server's e-mails point. Like GoTrue, only trusted redirects are honoured
// (here: the site's origin and any local origin); anything else falls back to the site URL.

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** The link to `defaultPath` (or to the redirect's own path) on a trusted origin, with `params`. */
export function trustedLink(
  siteUrl: string,
  redirectTo: string | null | undefined,
  defaultPath: string,
  params: Record<string, string>,
): string {
  let base = new URL(siteUrl)
  if (redirectTo) {
    try {
      const wanted = new URL(redirectTo)
      if (wanted.origin === base.origin || LOCAL_ORIGIN.test(wanted.origin)) base = wanted
    } catch {
      // An unparsable redirect is ignored, as GoTrue does.
    }
  }
  const link = new URL(base.pathname === '/' ? defaultPath : base.pathname, base.origin)
  for (const [name, value] of Object.entries(params)) link.searchParams.set(name, value)
  return link.toString()
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
