import { WORKOUT_LIMITS } from '../../../lib/workout-limits'
import { formatClock } from './workout-format'
import type { Workout } from './model'
import { targetBounds } from '../../../domain/workout'
import { stepCount, timedSteps, totalSeconds } from './plan'
import { targetZone } from './targets'

const WIDTH = 1000
const HEIGHT = 200
/** The scale's top: 120 % unless a step asks more (sprints). */
const MIN_TOP_PERCENT = 120

/**
 * The session's profile: each step a bar as tall as its target and coloured by its zone (a range
 * shows its lower edge solid and its upper edge lighter, a ramp slopes), with a dashed line at
 * 100 % of the FTP or FTHR. Decoration for the eye: the steps below say the same in words. A
 * workout past the step limit (which the editor refuses) draws nothing: counted before it unrolls.
 */
export function WorkoutChart({ workout, label }: { workout: Workout; label: string }) {
  if (stepCount(workout) > WORKOUT_LIMITS.maxSteps) return null
  const steps = timedSteps(workout)
  const total = totalSeconds(workout)
  if (steps.length === 0 || total === 0) return null
  let top = MIN_TOP_PERCENT
  for (const { step } of steps) top = Math.max(top, targetBounds(step.target).high + 10)
  const x = (second: number) => (second / total) * WIDTH
  const y = (percent: number) => HEIGHT - (percent / top) * HEIGHT
  return (
    <figure className="rounded-2xl border border-zinc-800 bg-zinc-950/60 p-3 sm:p-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        className="block h-36 w-full sm:h-48"
      >
        {steps.map(({ index, step, startSecond, seconds }) => {
          const x0 = x(startSecond)
          const x1 = x(startSecond + seconds)
          const { target } = step
          const tone = targetZone(target).tone.bar
          if (target.kind === 'ramp') {
            return (
              <polygon
                key={index}
                className={tone}
                points={`${x0},${HEIGHT} ${x0},${y(target.from)} ${x1},${y(target.to)} ${x1},${HEIGHT}`}
              />
            )
          }
          const { low, high } = targetBounds(target)
          return (
            <g key={index} className={tone}>
              {high > low && (
                <rect x={x0} y={y(high)} width={x1 - x0} height={y(low) - y(high)} opacity={0.45} />
              )}
              <rect x={x0} y={y(low)} width={x1 - x0} height={HEIGHT - y(low)} />
            </g>
          )
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={y(100)}
          y2={y(100)}
          className="stroke-zinc-200"
          strokeDasharray="8 6"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="mt-2 flex justify-between text-xs text-zinc-400 tabular-nums">
        <span>0:00</span>
        <span>Linha tracejada: 100 %</span>
        <span>{formatClock(total)}</span>
      </figcaption>
    </figure>
  )
}
