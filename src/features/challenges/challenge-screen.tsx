import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Kept } from '../../lib/device-copy'
import { keepLoadedChunks } from '../../lib/lazy-chunks'
import { isOnline } from '../../lib/online'
import { queryClient } from '../../lib/query-client'
import { useHydrated } from '../../lib/use-hydrated'
import { BackLink } from '../../ui/back-link'
import { Button, ButtonLink } from '../../ui/button'
import { notify } from '../../ui/toast'
import { UpdatedAt } from '../../ui/updated-at'
import { useAuthStore } from '../auth'
import { setChallengeLeaderboard } from './api'
import { ProgressFigure } from './challenge-parts'
import { CHALLENGES_CHUNKS } from './challenges-chunks'
import {
  challengeQueryOptions,
  challengesKeys,
  leaderboardQueryOptions,
  queueQueryOptions,
  refreshChallenges,
  useParticipations,
} from './challenges-query'
import {
  CHALLENGE_QUEUED_EVENT,
  challengesStore,
  forgetQueuedChange,
  isWaiting,
  queueChange,
  type QueuedAction,
  type QueuedChange,
} from './join-queue'
import { sendChange } from './queue-runner'
import { useRiderId } from './use-rider-progress'
import {
  amountText,
  daysLeftText,
  goalText,
  hasEnded,
  KIND_LABELS,
  todayOnRidersCalendar,
  windowText,
} from './format'
import { CHALLENGE_MESSAGES, challengeErrorMessage } from './messages'
import type { Challenge, Participation } from './types'
import { progressOf, useRiderRides } from './use-progress'

/** The rider's action, its refusal in pt-BR on screen and as a toast; every figure read again. */
async function act(run: () => Promise<unknown>, done: string): Promise<string | null> {
  if (!isOnline()) {
    await notify('error', CHALLENGE_MESSAGES.offline)
    return CHALLENGE_MESSAGES.offline
  }
  try {
    await run()
    await refreshChallenges()
    await notify('success', done)
    return null
  } catch (error) {
    const message =
      error instanceof Error && error.name === 'ChallengeCallError'
        ? error.message
        : challengeErrorMessage(null, isOnline())
    await notify('error', message)
    return message
  }
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink to="/desafios">Desafios</BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50">{title}</h1>
      <p className="mt-3 text-zinc-300">{text}</p>
      <ButtonLink to="/desafios" className="mt-6">
        Ver os desafios
      </ButtonLink>
    </div>
  )
}

function Rule({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{term}</dt>
      <dd className="mt-1 text-zinc-100 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

/** The rules in one card. */
function Rules({ challenge, today }: { challenge: Challenge; today: string }) {
  return (
    <section
      aria-labelledby="regras"
      className="mt-6 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 sm:p-5"
    >
      <h2 id="regras" className="text-xl font-bold text-zinc-50">
        Regras
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Rule term="Tipo">{KIND_LABELS[challenge.kind]}</Rule>
        <Rule term="Objetivo">{goalText(challenge.kind, challenge.goal)}</Rule>
        <Rule term="Período">{windowText(challenge)}</Rule>
        <Rule term="Prazo">{daysLeftText(challenge, today)}</Rule>
        <Rule term="Pedais no rolo">
          {challenge.indoor_counts
            ? 'Contam (testes e treinos no rolo)'
            : 'Não contam (testes e treinos no rolo)'}
        </Rule>
        <Rule term="O que conta">
          Pedais iniciados no período (horário de Brasília), depois de você entrar no desafio; o
          mesmo pedal conta uma vez.
        </Rule>
      </dl>
      {challenge.description && (
        <p className="mt-4 whitespace-pre-line text-zinc-200 [overflow-wrap:anywhere]">
          {challenge.description}
        </p>
      )}
    </section>
  )
}

/** 'Participar' for a visitor: to /entrar and back here. */
function SignedOutPanel({ challenge, ended }: { challenge: Challenge; ended: boolean }) {
  const status = useAuthStore((s) => s.status)
  if (ended) return <p className="mt-2 text-zinc-300">Este desafio já terminou.</p>
  return (
    <div className="mt-3">
      <p className="text-sm text-zinc-300">Entre na sua conta para participar.</p>
      {status === 'loading' ? (
        <Button className="mt-3" disabled>
          Participar
        </Button>
      ) : (
        <ButtonLink
          to="/entrar"
          search={{ voltar: `/desafios/${challenge.slug}` }}
          className="mt-3"
        >
          Participar
        </ButtonLink>
      )}
    </div>
  )
}

/**
 * What the rider's join or leave waiting on the device came to so far: waiting for the
 * connection, or the server's refusal until the rider has seen it ('Entendi').
 */
function QueuedNotice({ entry, onSeen }: { entry: QueuedChange; onSeen: () => void }) {
  const join = entry.action === 'join'
  if (isWaiting(entry))
    return (
      <div>
        <p role="status" className="font-semibold text-amber-200">
          {join ? CHALLENGE_MESSAGES.joinQueued : CHALLENGE_MESSAGES.leaveQueued}
        </p>
        <p className="mt-1 text-sm text-zinc-300">{CHALLENGE_MESSAGES.queuedNote}</p>
      </div>
    )
  return (
    <div>
      <p role="alert" className="font-semibold text-red-300">
        {join ? 'Participação não aceita' : 'Saída não aceita'}: {entry.message}
      </p>
      <Button variant="secondary" className="mt-3" onClick={onSeen}>
        Entendi
      </Button>
    </div>
  )
}

function RiderPanel({
  challenge,
  userId,
  ended,
  today,
}: {
  challenge: Challenge
  userId: string
  ended: boolean
  today: string
}) {
  const participations = useParticipations(userId)
  const queue = useQuery(queueQueryOptions(userId), queryClient)
  const rides = useRiderRides()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  if (!participations.data) {
    return (
      <p role="status" className="mt-2 text-zinc-300">
        {participations.isPending
          ? 'Carregando sua participação...'
          : 'Sem conexão: sua participação aparece quando a internet voltar.'}
      </p>
    )
  }
  const joined: Participation | undefined = participations.data.value.find(
    (p) => p.challenge_id === challenge.id,
  )
  const queued = queue.data?.find((entry) => entry.challengeId === challenge.id)
  const waiting = queued !== undefined && isWaiting(queued)
  const refreshQueue = async () => {
    await queryClient.invalidateQueries({ queryKey: challengesKeys.queue(userId) })
    await queryClient.invalidateQueries({ queryKey: challengesKeys.participations(userId) })
  }
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setRefusal(await act(action, done))
    setBusy(false)
  }
  /**
   * 'Participar' / 'Sair do desafio': sent at once when there is a signal; with none (or the
   * server out of reach) it waits on the device and the screen already shows it made.
   */
  const change = async (action: QueuedAction) => {
    setBusy(true)
    setRefusal(null)
    try {
      const entry = { challengeId: challenge.id, slug: challenge.slug, title: challenge.title }
      const outcome = isOnline()
        ? await sendChange({ ...entry, action, queuedAt: new Date().toISOString() })
        : { kind: 'unreachable' as const }
      if (outcome.kind === 'delivered') {
        await refreshChallenges()
        await notify(
          'success',
          action === 'join' ? CHALLENGE_MESSAGES.joined : CHALLENGE_MESSAGES.left,
        )
      } else if (outcome.kind === 'refused') {
        setRefusal(outcome.message)
        await notify('error', outcome.message)
      } else {
        const queuedNow = await queueChange(challengesStore(), userId, { ...entry, action })
        window.dispatchEvent(new Event(CHALLENGE_QUEUED_EVENT))
        await refreshQueue()
        if (queuedNow)
          await notify(
            'info',
            action === 'join' ? CHALLENGE_MESSAGES.joinQueued : CHALLENGE_MESSAGES.leaveQueued,
            { description: CHALLENGE_MESSAGES.queuedNote },
          )
      }
    } finally {
      setBusy(false)
    }
  }
  const seen = async () => {
    await forgetQueuedChange(challengesStore(), userId, challenge.id)
    await refreshQueue()
  }
  const notice = queued && <QueuedNotice entry={queued} onSeen={() => void seen()} />
  const alert = refusal && (
    <p role="alert" className="text-sm text-red-300">
      {refusal}
    </p>
  )
  if (!joined) {
    return (
      <div className="mt-3 flex flex-col gap-3">
        {notice}
        {ended ? (
          <p className="text-zinc-300">Este desafio já terminou.</p>
        ) : (
          <div>
            <p className="text-sm text-zinc-300">
              Contam os pedais que começarem depois de você entrar.
            </p>
            <Button className="mt-3" disabled={busy} onClick={() => void change('join')}>
              Participar
            </Button>
          </div>
        )}
        {alert}
      </div>
    )
  }
  const progress = progressOf(challenge, joined, rides ?? [])
  return (
    <div className="mt-3 flex flex-col gap-4">
      {notice}
      {progress && <ProgressFigure challenge={challenge} progress={progress} />}
      <p className="text-sm text-zinc-300">
        {daysLeftText(challenge, today)} · {progress?.rides ?? 0}{' '}
        {progress?.rides === 1 ? 'pedal contado' : 'pedais contados'} neste aparelho
      </p>
      {!waiting && (
        <div className="flex items-center justify-between gap-4">
          <span id="rotulo-classificacao" className="text-sm text-zinc-100">
            Aparecer na classificação (nome e total)
          </span>
          <Button
            variant="secondary"
            role="switch"
            aria-checked={joined.on_leaderboard}
            aria-labelledby="rotulo-classificacao"
            disabled={busy}
            onClick={() => {
              const visible = !joined.on_leaderboard
              void run(
                () => setChallengeLeaderboard(challenge.id, visible),
                visible ? CHALLENGE_MESSAGES.onLeaderboard : CHALLENGE_MESSAGES.offLeaderboard,
              )
            }}
          >
            {joined.on_leaderboard ? 'Sim' : 'Não'}
          </Button>
        </div>
      )}
      <div>
        <Button variant="secondary" disabled={busy} onClick={() => void change('leave')}>
          Sair do desafio
        </Button>
      </div>
      {alert}
    </div>
  )
}

/** Names and totals of the riders who chose to appear; nothing else about them. */
function Leaderboard({ challenge }: { challenge: Challenge }) {
  const board = useQuery(leaderboardQueryOptions(challenge.id), queryClient)
  const lines = board.data?.value
  return (
    <section aria-labelledby="classificacao" className="mt-8">
      <h2 id="classificacao" className="text-xl font-bold text-zinc-50">
        Classificação
      </h2>
      {!lines ? (
        <p role="status" className="mt-2 text-zinc-300">
          {board.isPending
            ? 'Carregando classificação...'
            : 'Sem conexão: a classificação aparece quando a internet voltar.'}
        </p>
      ) : lines.length === 0 ? (
        <p className="mt-2 text-zinc-300">Ninguém escolheu aparecer na classificação ainda.</p>
      ) : (
        <ol className="mt-3 divide-y divide-zinc-800 rounded-2xl border border-zinc-800 bg-zinc-900/70">
          {lines.map((line) => (
            <li
              key={`${line.place}-${line.name}`}
              className="flex items-center justify-between gap-3 px-4 py-3"
            >
              <span className="flex min-w-0 items-center gap-3">
                <span className="w-6 shrink-0 text-right text-sm text-zinc-400 tabular-nums">
                  {line.place}º
                </span>
                <span className="truncate text-zinc-100">{line.name}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-zinc-50 tabular-nums">
                {amountText(challenge.kind, line.total)}
                {line.reached && <span className="ml-2 text-emerald-300">✓ Concluído</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** `/desafios/<slug>`: the rules, 'Participar', the rider's progress, the leaderboard. */
export function ChallengeScreen({
  slug,
  initial,
}: {
  slug: string
  initial: Kept<Challenge | null> | null
}) {
  const hydrated = useHydrated()
  const userId = useRiderId()
  const query = useQuery(
    {
      ...challengeQueryOptions(slug),
      ...(initial
        ? { initialData: initial, initialDataUpdatedAt: Date.parse(initial.savedAt) }
        : {}),
    },
    queryClient,
  )
  const kept = query.data ?? initial
  const fresh = kept?.fromDevice === false
  useEffect(() => {
    if (fresh) keepLoadedChunks(CHALLENGES_CHUNKS)
  }, [fresh])
  if (!kept) {
    if (query.isPending)
      return (
        <p role="status" className="mx-auto max-w-3xl px-4 py-12 text-zinc-300">
          Carregando desafio...
        </p>
      )
    return (
      <Missing
        title="Desafio indisponível"
        text="Sem conexão, e este desafio ainda não foi aberto neste aparelho. Tente de novo quando houver sinal."
      />
    )
  }
  const challenge = kept.value
  if (!challenge)
    return (
      <Missing title="Desafio não encontrado" text="Este desafio não existe ou foi removido." />
    )
  const today = todayOnRidersCalendar()
  const ended = hasEnded(challenge, today)
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12" data-interactive={hydrated}>
      <BackLink to="/desafios">Desafios</BackLink>
      <p className="mt-4 text-sm font-semibold text-brand-300">{KIND_LABELS[challenge.kind]}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-zinc-50 [overflow-wrap:anywhere] sm:text-4xl">
        {challenge.title}
      </h1>
      <div className="mt-3">
        <UpdatedAt savedAt={kept.savedAt} fromDevice={kept.fromDevice} />
      </div>
      <Rules challenge={challenge} today={today} />
      <section
        aria-labelledby="participacao"
        className="mt-6 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 sm:p-5"
      >
        <h2 id="participacao" className="text-xl font-bold text-zinc-50">
          Seu progresso
        </h2>
        {userId ? (
          <RiderPanel challenge={challenge} userId={userId} ended={ended} today={today} />
        ) : (
          <SignedOutPanel challenge={challenge} ended={ended} />
        )}
      </section>
      <Leaderboard challenge={challenge} />
    </article>
  )
}
