import { useCallback, useRef, useState } from 'react'
import type { ErgControl } from '../../sensors'
import { ergLimitNotice } from './erg-limit'

export interface ErgSteering {
  /** Said when the trainer refuses ERG (the session goes on without it). */
  notice: string | null
  /** Said once a session: the trainer cannot hold a target, and was sent the nearest it can. */
  limit: string | null
  /** Holds the trainer at `target` watts, or lets it go (null: a free step). */
  steer: (target: number | null) => void
  /** A trainer that came back has forgotten its controller and its target: ask again. */
  forget: () => void
  /** The session has ended: a rider who has just stopped must not pedal against the last target. */
  release: () => void
  /** A new session: nothing asked, nothing said yet. */
  begin: () => void
  /** Forgets what was said (back to the setup). */
  clear: () => void
}

/**
 * The trainer's ERG mode through a session: asks for control at the first target, sends each new
 * one, lets go on a free step, and stops trying for the session once the trainer refuses.
 * `erg` reads the trainer's control now (undefined without a trainer), so it may be stable.
 */
export function useErgSteering(
  erg: () => ErgControl | undefined,
  refusedNotice: string,
): ErgSteering {
  const target = useRef<number | null>(null)
  const state = useRef<'off' | 'asking' | 'on' | 'refused'>('off')
  const limitTold = useRef(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [limit, setLimit] = useState<string | null>(null)

  const steer = useCallback(
    (next: number | null) => {
      const control = erg()
      if (!control?.available || state.current === 'refused' || state.current === 'asking') return
      if (next === target.current) return
      if (next === null) {
        // A free step (the rider sets the effort): the trainer lets go of its target.
        target.current = null
        state.current = 'off'
        void control.reset()
        return
      }
      const refuse = () => {
        state.current = 'refused'
        setNotice(refusedNotice)
      }
      const send = () => {
        const told = ergLimitNotice(next, control.powerRange)
        if (told && !limitTold.current) {
          limitTold.current = true
          setLimit(told)
        }
        void control.setTargetPower(next).then((outcome) => {
          if (outcome !== 'success') refuse()
        }, refuse)
      }
      target.current = next
      if (state.current === 'on') return send()
      state.current = 'asking'
      void control.requestControl().then((outcome) => {
        if (outcome !== 'success') return refuse()
        state.current = 'on'
        send()
      })
    },
    [erg, refusedNotice],
  )

  const forget = useCallback(() => {
    if (state.current !== 'on') return
    state.current = 'off'
    target.current = null
  }, [])

  const release = useCallback(() => {
    if (state.current !== 'on') return
    state.current = 'off'
    target.current = null
    void erg()?.reset()
  }, [erg])

  const begin = useCallback(() => {
    target.current = null
    state.current = 'off'
    limitTold.current = false
  }, [])

  const clear = useCallback(() => {
    setNotice(null)
    setLimit(null)
  }, [])

  return { notice, limit, steer, forget, release, begin, clear }
}
