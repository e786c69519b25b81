/**
 * The app's side of the early-input capture (`capture.ts`): when a region hydrates, its fields
 * take what the rider typed before the page was live, its held submit or tap runs once, and when
 * every region on the page is live the capture's listeners go away.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, type RefObject } from 'react'
import { queue, releaseEarlyInputWhenLive } from './release'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
export type ControlValue = string | boolean

const isCheckbox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'checkbox'

const domValue = (control: Control): ControlValue =>
  isCheckbox(control) ? control.checked : control.value

/**
 * What the control holds that React does not know: the value the capture kept for its id (handed
 * over once), else the DOM's own value when it differs from the rendered one (text typed into a
 * node that hydration kept, or a browser's autofill).
 */
export function earlyValue(control: Control, rendered: ControlValue): ControlValue | undefined {
  const held = queue()?.values
  if (held && control.id in held) {
    const value = held[control.id]
    delete held[control.id]
    if (value !== rendered) return value
  }
  const current = domValue(control)
  return current !== rendered ? current : undefined
}

/**
 * Marks a region live and takes the actions the capture held for it, in order: a form's submit
 * (replayed with `requestSubmit`, so the form's own handler runs, never a native reload) and a
 * plain button's tap.
 */
export function goLive(region: Element): (() => void)[] {
  region.setAttribute('data-live', '')
  const held = queue()
  if (!held) return []
  const replays: (() => void)[] = []
  held.actions = held.actions.filter((action) => {
    const [type, id] = [action.slice(0, action.indexOf(':')), action.slice(action.indexOf(':') + 1)]
    const target = id ? document.getElementById(id) : null
    if (!target || !region.contains(target)) return true
    if (type === 'submit' && target instanceof HTMLFormElement) {
      replays.push(() => target.requestSubmit())
    } else if (target instanceof HTMLElement) {
      replays.push(() => target.click())
    }
    return false
  })
  return replays
}

/**
 * Makes the element an early-input region (render it with `data-early`): when it hydrates it
 * goes live, and what the rider did before (a submit, a tap) runs once, after the fields have
 * taken their early values, so the handler sees them.
 */
export function useEarlyRegion<T extends HTMLElement>(): RefObject<T | null> {
  const region = useRef<T>(null)
  const held = useRef<(() => void)[]>([])
  const [takes, tookReplays] = useReducer((count: number) => count + 1, 0)
  useLayoutEffect(() => {
    if (!region.current) return
    // Appended, never replaced: layout effects run again when a Suspense boundary hides and
    // reveals the region, and that second run finds the queue empty; the replays the first run
    // took must still happen.
    const taken = goLive(region.current)
    held.current.push(...taken)
    // One more render first: the fields' early values reach the handler the replay calls.
    if (taken.length > 0) tookReplays()
    releaseEarlyInputWhenLive()
  }, [])
  useEffect(() => {
    if (takes === 0) return
    const replays = held.current
    held.current = []
    for (const replay of replays) replay()
  }, [takes])
  return region
}

/**
 * A controlled field that takes, when it mounts, what the rider put into it before the page was
 * live: `adopt` receives it like a keystroke (so the screen's filters and "edited" flag apply),
 * and the DOM is then brought back in line with whatever the screen kept.
 */
export function useEarlyValue<T extends Control>(
  rendered: ControlValue,
  adopt: (value: ControlValue) => void,
): RefObject<T | null> {
  const control = useRef<T>(null)
  const [adoptions, adopted] = useReducer((count: number) => count + 1, 0)
  useLayoutEffect(() => {
    if (!control.current) return
    const value = earlyValue(control.current, rendered)
    if (value === undefined) return
    adopt(value)
    adopted()
    // Mount only: later renders are ordinary controlled updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useLayoutEffect(() => {
    const node = control.current
    if (adoptions === 0 || !node) return
    // A filter may have refused the early text: the field shows what the screen holds.
    if (isCheckbox(node)) node.checked = rendered === true
    else if (node.value !== rendered) node.value = String(rendered)
  }, [adoptions, rendered])
  return control
}
