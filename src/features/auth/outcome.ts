/** What every auth action answers: its value, or the pt-BR message the screen shows. */
import { isOnline } from '../../lib/online'

export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string }

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
export const fail = (message: string): Outcome<never> => ({ ok: false, message })

/** What the message functions need to know besides the error. */
export const failureContext = () => ({ online: isOnline() })
