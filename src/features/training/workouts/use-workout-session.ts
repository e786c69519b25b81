import { useCallback, useMemo } from 'react'
import type { RecordingProtocol } from '../../results'
import { type GuidedSession, type SessionCourse, useGuidedSession } from '../session'
import type { Workout } from './model'
import type { RiderNumbers } from './targets'
import { ergTargetAt, planWorkoutRide, workoutCuesWithin, type WorkoutRidePlan } from './session'

/** A workout's course: its plan in the rider's numbers for the FTP and FTHR it runs with. */
export interface WorkoutCourse extends SessionCourse {
  plan: WorkoutRidePlan
}

export type WorkoutSession = GuidedSession<WorkoutCourse> & { plan: WorkoutRidePlan }

/** A workout's session id: its library slug or its saved id. */
export const workoutSessionId = (id: string) => `workout:${id}`

export function workoutCourse(workout: Workout, figures: RecordingProtocol): WorkoutCourse {
  const plan = planWorkoutRide(workout, { ftp: figures.ftp, fthr: figures.fthr ?? null })
  return {
    plan,
    protocol: { ftp: plan.zones.ftp, fthr: plan.zones.fthr },
    totalSeconds: plan.totalSeconds,
    cuesWithin: (from, to) => workoutCuesWithin(plan, from, to),
    ergTargetAt: (second) => ergTargetAt(plan, second),
  }
}

/**
 * A workout ridden on this page, as a guided session: power targets from the rider's saved FTP,
 * heart rate from the saved FTHR (`numbers`; the figures it started with, after a reload too).
 * `workout` may be a new object on every render (an editor's parse): only its content counts.
 */
export function useWorkoutSession(
  workout: Workout,
  id: string,
  { ftp, fthr }: RiderNumbers,
): WorkoutSession {
  const content = JSON.stringify(workout)
  const steady = useMemo(() => JSON.parse(content) as Workout, [content])
  const session = useGuidedSession({
    sessionId: workoutSessionId(id),
    saved: { ftp, fthr },
    courseFor: useCallback(
      (figures: RecordingProtocol) => workoutCourse(steady, figures),
      [steady],
    ),
    ergRefused: 'O rolo não aceitou o modo ERG: o treino segue sem ERG, no seu ritmo.',
  })
  return { ...session, plan: session.course.plan }
}
