import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { untilLoaded } from './lazy-part'

/** The markup of each static part the browser was given prerendered, kept for the tab's life. */
const kept = new Map<string, string>()

/**
 * The prerendered markup of the static part `id`: from the document, or kept from an earlier
 * visit in this tab (a part is the same wherever it shows), so coming back to its page draws it
 * at once, at its full height, and the scroll the rider left there can be restored.
 */
function prerenderedMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null
  const markup = kept.get(id) ?? document.querySelector(`[data-static="${id}"]`)?.innerHTML
  if (markup === undefined) return null
  kept.set(id, markup)
  return markup
}

/** A plain click on one of the app's own links inside `element`: the address it goes to. */
function appLinkClicked(event: MouseEvent, element: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element).closest('a')
  if (!anchor || !element.contains(anchor) || anchor.hasAttribute('target')) return null
  const href = anchor.getAttribute('href') ?? ''
  return href.startsWith('/') && !href.startsWith('//') ? href : null
}

/**
 * A part of a page that no rider can touch (an explanation, a page's cards): on the page that
 * was prerendered with it, it stays the server's HTML and its code is never loaded or evaluated;
 * elsewhere (the server, a client-side navigation to a page this tab was not given prerendered)
 * it renders its component, loaded on demand. `id` names the part in the HTML (`data-static`), one per page.
 *
 * On the prerendered page the part renders the markup it finds there as its own HTML: React does
 * not hydrate inside `dangerouslySetInnerHTML` (`suppressHydrationWarning` for development, which
 * compares it), and a later client render writes back the same markup instead of an empty box.
 * Its links are then plain anchors, whose clicks go to the router as a `<Link>`'s would.
 */
export function staticPart(id: string, load: () => Promise<{ default: ComponentType }>) {
  // A download that fails (offline before the worker kept it) is tried again, never thrown.
  const Part = lazy(() => untilLoaded(load))
  function StaticPart() {
    const [markup] = useState(() => prerenderedMarkup(id))
    const element = useRef<HTMLDivElement>(null)
    const router = useRouter()
    useEffect(() => {
      const current = element.current
      if (!current) return
      const onClick = (event: MouseEvent) => {
        const href = appLinkClicked(event, current)
        if (href === null) return
        event.preventDefault()
        void router.navigate({ href })
      }
      current.addEventListener('click', onClick)
      return () => current.removeEventListener('click', onClick)
    }, [router])
    if (markup !== null) {
      return (
        <div
          ref={element}
          data-static={id}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      )
    }
    return (
      <div data-static={id}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    )
  }
  StaticPart.displayName = `StaticPart(${id})`
  return StaticPart
}
