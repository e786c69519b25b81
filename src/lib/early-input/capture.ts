/**
 * The early-input capture: a tiny script inlined at the top of every prerendered page's head, so
 * it runs before the first paint, long before React hydrates. Riders type into a prerendered form
 * as soon as they see it; until the form's code is live, this keeps what they do:
 *
 * - the value of every control (by id) typed, picked or ticked inside a region that is not live
 *   yet (`[data-early]` without `data-live`): the fields adopt it when they hydrate, so a value
 *   React re-renders, or a select it resets, comes back;
 * - a submit of such a region's form (a tap on its button or Enter in a field): held, never the
 *   browser's native GET reload, and replayed once when the form is live;
 * - a tap on one of its plain buttons (`button[type=button]` with an id): held and replayed.
 *
 * The same idea as Angular's event replay (JSAction's inline dispatcher). It must stay
 * self-contained, with no imports or outer names: the renderer inlines its source
 * (`EARLY_INPUT_SCRIPT`), and a byte budget test keeps it small. The app's side, which hands the
 * values over, replays and removes these listeners once the page is live, is `early-input.ts`.
 */
export function captureEarlyInput(): void {
  const doc = document
  const held: EarlyInputQueue = { values: {}, actions: [], stop }
  const waiting = (node: EventTarget | null) => {
    const region = node instanceof Element ? node.closest('[data-early]') : null
    return region !== null && !region.hasAttribute('data-live')
  }
  const hold = (event: Event, action: string) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held.actions.indexOf(action) < 0) held.actions.push(action)
    // The page's loader tells the rider when the code cannot arrive, and asks for it again.
    doc.dispatchEvent(new Event('bp-held'))
  }
  const record = (event: Event) => {
    const control = event.target as HTMLInputElement
    if (control.id && waiting(control)) {
      held.values[control.id] = control.type === 'checkbox' ? control.checked : control.value
    }
  }
  const submit = (event: Event) => {
    const form = event.target as HTMLFormElement
    if (waiting(form)) hold(event, 'submit:' + form.id)
  }
  const click = (event: Event) => {
    const target = event.target as Element
    const button = target.closest ? target.closest('button[type=button][id]') : null
    if (button && waiting(button)) hold(event, 'click:' + button.id)
  }
  const listeners: [string, (event: Event) => void][] = [
    ['input', record],
    ['change', record],
    ['submit', submit],
    ['click', click],
  ]
  function stop() {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true)
    delete window.__bpEarly
  }
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true)
  window.__bpEarly = held
}

/** What the capture holds until the page is live. */
export interface EarlyInputQueue {
  /** Control id → its latest value (a checkbox's `checked`). */
  values: Record<string, string | boolean>
  /** `submit:<form id>` and `click:<button id>`, each once, in the order the rider did them. */
  actions: string[]
  /** Removes the listeners and the queue. */
  stop: () => void
}

declare global {
  interface Window {
    __bpEarly?: EarlyInputQueue
  }
}

/** The capture as an inline script: its own source, called at once. */
export const EARLY_INPUT_SCRIPT = `(${captureEarlyInput.toString()})()`
