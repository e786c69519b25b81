import { useCallback, useRef } from 'react'
import { beep, vibrate } from './cues'

/**
 * The beeps before each step change, asked tick after tick: each is sounded once, from the second
 * the session (re)started, never repeated or skipped; the last of a countdown is higher and buzzes.
 */
export function useStepCues(
  cuesWithin: (fromSeconds: number, toSeconds: number) => readonly { secondsLeft: number }[],
): { from: (second: number) => void; until: (second: number) => void } {
  const last = useRef(0)
  const from = useCallback((second: number) => {
    last.current = second
  }, [])
  const until = useCallback(
    (second: number) => {
      const cues = cuesWithin(last.current, second)
      last.current = Math.max(last.current, second)
      const cue = cues[cues.length - 1]
      if (!cue) return
      beep(cue.secondsLeft === 1)
      if (cue.secondsLeft === 1) vibrate()
    },
    [cuesWithin],
  )
  return { from, until }
}
