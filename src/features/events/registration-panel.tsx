import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isOnline } from '../../lib/online'
import { queryClient } from '../../lib/query-client'
import { Button, ButtonLink } from '../../ui/button'
import { CheckField } from '../../ui/form/fields'
import { notify } from '../../ui/toast'
import { useAuthStore } from '../auth'
import {
  cancelMyRegistration,
  REGISTRATION_MESSAGES,
  registerForEvent,
  type RegistrationRow,
} from './api'
import { eventsStore } from './device-copy'
import { keepRegistration } from './event-copies'
import { eventPath } from './event-path'
import { eventsKeys, myRegistrationQueryOptions, queueQueryOptions } from './events-query'
import { forgetQueued, queueRegistration, REGISTRATION_QUEUED_EVENT } from './registration-queue'
import { REGISTRATION_STATUS_LABELS, type CalendarEvent } from './types'

const STATUS_TONE: Record<RegistrationRow['status'], string> = {
  pending: 'border-amber-400/60 text-amber-200',
  confirmed: 'border-emerald-400/60 text-emerald-200',
  refused: 'border-red-400/60 text-red-200',
  cancelled: 'border-zinc-600 text-zinc-300',
}

/** Places are held by pending and confirmed registrations. */
const holdsPlace = (registration: RegistrationRow | null | undefined) =>
  registration?.status === 'pending' || registration?.status === 'confirmed'

/**
 * 'Inscrever-se' and what follows: the rider's status, 'Cancelar inscrição', the choice to share
 * their e-mail with the organizer, and a registration made with no signal, which waits on the
 * device ('Inscrição aguardando conexão') until the server answers.
 *
 * The rule for an external registration link: an event whose organizer set `registration_url`
 * takes its registrations on that site, so the page offers 'Inscrever-se no site do organizador'
 * (a link) instead of the app's 'Inscrever-se'; a registration the rider already holds in the app
 * still shows, with 'Cancelar inscrição'.
 */
export function RegistrationPanel({ event }: { event: CalendarEvent }) {
  const status = useAuthStore((s) => s.status)
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null))
  // Registrations close when the event starts (the server says the same: BP021).
  const [openedAt] = useState(() => Date.now())
  const closed = event.status === 'cancelled' || Date.parse(event.starts_at) <= openedAt

  return (
    <section
      aria-labelledby="inscricao"
      className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 sm:p-5"
    >
      <h2 id="inscricao" className="text-xl font-bold text-zinc-50">
        Inscrição
      </h2>
      {userId ? (
        <RiderRegistration event={event} userId={userId} closed={closed} />
      ) : event.status === 'cancelled' ? (
        <p className="mt-2 text-zinc-300">Este evento foi cancelado.</p>
      ) : closed ? (
        <p className="mt-2 text-zinc-300">As inscrições deste evento estão encerradas.</p>
      ) : event.registration_url ? (
        <ExternalRegistration url={event.registration_url} />
      ) : (
        <div className="mt-3">
          <p className="text-sm text-zinc-300">Entre na sua conta para se inscrever.</p>
          {status === 'loading' ? (
            <Button className="mt-3" disabled>
              Inscrever-se
            </Button>
          ) : (
            <ButtonLink to="/entrar" search={{ voltar: eventPath(event.slug) }} className="mt-3">
              Inscrever-se
            </ButtonLink>
          )}
        </div>
      )}
    </section>
  )
}

function ExternalRegistration({ url }: { url: string }) {
  return (
    <div className="mt-3">
      <p className="text-sm text-zinc-300">
        As inscrições deste evento são feitas no site do organizador.
      </p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-500 px-5 py-2.5 text-sm font-semibold text-zinc-950 hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
      >
        Inscrever-se no site do organizador
      </a>
    </div>
  )
}

function RiderRegistration({
  event,
  userId,
  closed,
}: {
  event: CalendarEvent
  userId: string
  closed: boolean
}) {
  const registrationQuery = useQuery(myRegistrationQueryOptions(userId, event.id), queryClient)
  const queueQuery = useQuery(queueQueryOptions(userId), queryClient)
  const [shareEmail, setShareEmail] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const registration = registrationQuery.data?.value
  const queued = queueQuery.data?.find((entry) => entry.eventId === event.id)
  const store = eventsStore()

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: eventsKeys.queue(userId) })
    await queryClient.invalidateQueries({ queryKey: eventsKeys.event(event.slug) })
  }

  const kept = async (answer: RegistrationRow) => {
    const copy = await keepRegistration(store, userId, answer)
    queryClient.setQueryData(eventsKeys.registration(userId, event.id), {
      ...copy,
      fromDevice: false,
    })
  }

  async function register() {
    setBusy(true)
    setRefusal(null)
    try {
      const answer = isOnline() ? await registerForEvent(event.id, shareEmail) : null
      if (answer?.ok) {
        await kept(answer.value)
        void notify('success', REGISTRATION_MESSAGES.registered, {
          description: `Situação: ${REGISTRATION_STATUS_LABELS[answer.value.status]}`,
        })
      } else if (answer?.refused) {
        setRefusal(answer.message)
      } else {
        // No signal, or the server out of reach: the registration waits on the device.
        await queueRegistration(store, userId, {
          eventId: event.id,
          slug: event.slug,
          title: event.title,
          shareEmail,
        })
        window.dispatchEvent(new Event(REGISTRATION_QUEUED_EVENT))
        void notify('info', REGISTRATION_MESSAGES.queued, {
          description: 'Ela será enviada quando a conexão voltar.',
        })
      }
      await refresh()
    } finally {
      setBusy(false)
    }
  }

  async function cancel() {
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await cancelMyRegistration(event.id)
      if (answer.ok) {
        await kept(answer.value)
        void notify('success', REGISTRATION_MESSAGES.cancelled)
        await refresh()
      } else setRefusal(answer.message)
    } finally {
      setBusy(false)
    }
  }

  async function dismissQueued() {
    await forgetQueued(store, userId, event.id)
    await refresh()
  }

  if (registrationQuery.isPending && !queued)
    return (
      <p role="status" className="mt-2 text-zinc-300">
        Carregando sua inscrição...
      </p>
    )

  const alert = refusal && (
    <p role="alert" className="mt-3 font-semibold text-red-300">
      {refusal}
    </p>
  )

  if (queued?.state === 'waiting')
    return (
      <div className="mt-3">
        <p role="status" className="font-semibold text-amber-200">
          {REGISTRATION_MESSAGES.queued}
        </p>
        <p className="mt-1 text-sm text-zinc-300">
          Ela será enviada assim que houver conexão; a resposta do organizador aparece aqui.
        </p>
      </div>
    )

  if (queued?.state === 'refused')
    return (
      <div className="mt-3">
        <p role="alert" className="font-semibold text-red-300">
          Inscrição não aceita: {queued.message}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void dismissQueued()}>
          Entendi
        </Button>
      </div>
    )

  const full = event.capacity !== null && event.places_taken >= event.capacity
  return (
    <div className="mt-3">
      {registration && (
        <p className="flex flex-wrap items-center gap-2 text-zinc-200">
          Sua inscrição:
          <span
            className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${STATUS_TONE[registration.status]}`}
          >
            {REGISTRATION_STATUS_LABELS[registration.status]}
          </span>
        </p>
      )}
      {holdsPlace(registration) ? (
        !closed && (
          <Button
            variant="secondary"
            className="mt-3"
            disabled={busy}
            onClick={() => void cancel()}
          >
            Cancelar inscrição
          </Button>
        )
      ) : registration?.status === 'refused' ? null : event.status === 'cancelled' ? (
        <p className="mt-2 text-zinc-300">Este evento foi cancelado.</p>
      ) : closed ? (
        <p className="mt-2 text-zinc-300">As inscrições deste evento estão encerradas.</p>
      ) : event.registration_url ? (
        <ExternalRegistration url={event.registration_url} />
      ) : full ? (
        <p className="mt-2 font-semibold text-zinc-200">Evento lotado</p>
      ) : (
        <div className="mt-2">
          <CheckField
            id="compartilhar-email"
            label="Compartilhar meu e-mail com o organizador"
            checked={shareEmail}
            onCheckedChange={setShareEmail}
          />
          <Button className="mt-2" disabled={busy} onClick={() => void register()}>
            Inscrever-se
          </Button>
        </div>
      )}
      {alert}
    </div>
  )
}
