import { useCallback } from 'react'
import { useLatestResult, type RecordingProtocol } from '../../results'
import type { FieldTestProtocol } from './protocols'
import { pauseEndsRamp, rampShouldEnd } from './results'
import { planTest, positionAt, stepChangesWithin, type TestPlan } from './timeline'
import { type GuidedSession, type SessionCourse, useGuidedSession } from '../session'

/** A field test's course: its plan for the FTP it runs with. */
export interface FieldTestCourse extends SessionCourse {
  plan: TestPlan
}

export type FieldTest = GuidedSession<FieldTestCourse> & { plan: TestPlan }

export function fieldTestCourse(test: FieldTestProtocol, figures: RecordingProtocol) {
  const plan = planTest(test, figures.ftp ? { ftp: figures.ftp } : {})
  return {
    plan,
    protocol: { ftp: plan.ftp },
    totalSeconds: plan.totalSeconds,
    cuesWithin: (from, to) => stepChangesWithin(plan, from, to),
    ergTargetAt: (second) => positionAt(plan, second).targetWatts,
    endsAt: (series, second) => plan.ramp !== null && rampShouldEnd(series, plan, second),
    pauseEndsAt: (ms) => pauseEndsRamp(plan, ms),
  } satisfies FieldTestCourse
}

/** One field test on this page, as a guided session whose targets come from the saved FTP. */
export function useFieldTest(test: FieldTestProtocol): FieldTest {
  const savedFtp = useLatestResult('ftp')?.fields.ftp ?? null
  const session = useGuidedSession({
    sessionId: test.id,
    saved: { ftp: savedFtp },
    courseFor: useCallback((figures: RecordingProtocol) => fieldTestCourse(test, figures), [test]),
    ergRefused: 'O rolo não aceitou o modo ERG: o teste segue sem ERG, no seu ritmo.',
  })
  return { ...session, plan: session.course.plan }
}
