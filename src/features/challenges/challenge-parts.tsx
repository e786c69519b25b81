/** The parts a challenge shows wherever it appears: its card, the rider's bar and figure. */
import { Link } from '@tanstack/react-router'
import { Card } from '../../ui/card'
import {
  daysLeftText,
  goalText,
  KIND_LABELS,
  progressText,
  reachedText,
  windowText,
} from './format'
import type { ChallengeProgress } from './progress'
import type { Challenge } from './types'

/** The rider's bar and the figure beside it ('320 de 500 km', 'Concluído em 12/11/2026'). */
export function ProgressFigure({
  challenge,
  progress,
}: {
  challenge: Challenge
  progress: ChallengeProgress
}) {
  const percent = Math.round(progress.fraction * 100)
  const figure = progressText(challenge.kind, progress.value, progress.goal)
  return (
    <div>
      <div
        className="h-2 overflow-hidden rounded-full bg-zinc-800"
        role="progressbar"
        aria-label={`Progresso em ${challenge.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figure}
      >
        <div
          className={`h-full rounded-full ${progress.reachedAt ? 'bg-emerald-400' : 'bg-brand-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm text-zinc-200">
        <span className="font-semibold text-zinc-50 tabular-nums">{figure}</span>
        {progress.reachedAt ? (
          <span className="font-semibold text-emerald-300">{reachedText(progress.reachedAt)}</span>
        ) : (
          <span className="tabular-nums">{percent}%</span>
        )}
      </p>
    </div>
  )
}

/** A challenge in a list: title, kind, goal, window, days left, and the rider's bar if joined. */
export function ChallengeCard({
  challenge,
  progress,
  today,
}: {
  challenge: Challenge
  progress: ChallengeProgress | null
  today: string
}) {
  return (
    <Card className="flex flex-col gap-3">
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-300 uppercase">
          {KIND_LABELS[challenge.kind]}
        </p>
        <h3 className="mt-1 text-lg font-bold text-zinc-50 [overflow-wrap:anywhere]">
          <Link
            to="/desafios/$slug"
            params={{ slug: challenge.slug }}
            className="rounded hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            {challenge.title}
          </Link>
        </h3>
      </div>
      <dl className="grid gap-1 text-sm text-zinc-300">
        <div className="flex flex-wrap gap-x-1">
          <dt>Objetivo:</dt>
          <dd className="text-zinc-100">{goalText(challenge.kind, challenge.goal)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="sr-only">Período</dt>
          <dd>{windowText(challenge)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="sr-only">Prazo</dt>
          <dd className="font-semibold text-zinc-100">{daysLeftText(challenge, today)}</dd>
        </div>
      </dl>
      {progress && <ProgressFigure challenge={challenge} progress={progress} />}
    </Card>
  )
}
