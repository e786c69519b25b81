/**
 * Remote post HTML → HTML safe to insert (ADR 0006 "HTML from outside"). DOMPurify
 * needs a DOM, so this module runs in the browser only and is loaded on demand by the reader.
 * Beyond DOMPurify's defaults (no scripts, no event handlers, no `javascript:` URLs): the only
 * iframes kept are YouTube embeds, forms and inline styles go, and links to other sites open in a
 * new tab without handing them this page (`noopener noreferrer`).
 */
import DOMPurify from 'dompurify'

const YOUTUBE_EMBED =
  /^https:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}(?:[?#]|$)/

export function isYouTubeEmbed(src: string): boolean {
  return YOUTUBE_EMBED.test(src)
}

function isOtherSite(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin
  } catch {
    return false
  }
}

export function sanitizePostHtml(html: string, origin: string = window.location.origin): string {
  // A private instance: hooks added here never leak into another use of DOMPurify.
  const purify = DOMPurify(window)
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !(node instanceof Element)) return
    if (!isYouTubeEmbed(node.getAttribute('src') ?? '')) node.remove()
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href')
      if (href && isOtherSite(href, origin)) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      } else {
        node.removeAttribute('target')
      }
    } else if (node.tagName === 'IFRAME') {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('allowfullscreen', '')
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
      if (!node.getAttribute('title')) node.setAttribute('title', 'Vídeo do YouTube')
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy')
    }
  })
  return purify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'target', 'loading', 'referrerpolicy'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'base'],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  })
}
