import { useNavigate } from '@tanstack/react-router'
import { BackLink } from '../../ui/back-link'
import { Card } from '../../ui/card'
import { useLatestResult, useResult } from '../results'
import { removeWithUndo } from './remove-with-undo'
import { rideFigures, rideTitle } from './ride-figures'
import { SyncFailure, SyncMark } from './sync-mark'

/**
 * One ride summary, from the device (offline too): its figures, the session's name when a field
 * test or workout recorded it, and 'Excluir pedal' with 'Desfazer'.
 */
export function RideScreen({ id }: { id: string }) {
  const ride = useResult('ride_summary', id)
  const fthr = useLatestResult('heart_rate')?.fields.fthr ?? null
  const navigate = useNavigate()

  async function remove() {
    if (!ride) return
    const title = rideTitle(ride.fields)
    if (await removeWithUndo(ride.id, 'Pedal excluído', title)) void navigate({ to: '/dashboard' })
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8" data-interactive="true">
      <BackLink to="/dashboard">Minha Dashboard</BackLink>
      {ride === undefined ? (
        <p className="mt-6 text-zinc-300">Carregando...</p>
      ) : ride === null ? (
        <div className="mt-4 flex flex-col gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">Pedal</h1>
          <p className="rounded-2xl border border-dashed border-zinc-700 p-6 text-center text-zinc-300">
            Este pedal não está neste aparelho: ele pode ter sido excluído.
          </p>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="min-w-0 text-3xl font-extrabold tracking-tight break-words text-zinc-50">
              {rideTitle(ride.fields)}
            </h1>
            <SyncMark state={ride.syncState} />
          </header>
          <Card>
            <dl
              className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2"
              aria-label="Números do pedal"
            >
              {rideFigures(ride.fields, fthr).map(([label, value]) => (
                <div
                  key={label}
                  className="flex items-baseline justify-between gap-3 border-b border-zinc-800 pb-2"
                >
                  <dt className="text-sm text-zinc-300">{label}</dt>
                  <dd className="text-right font-semibold break-words text-zinc-50 tabular-nums">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
          <SyncFailure row={ride} />
          <div>
            <button
              type="button"
              onClick={() => void remove()}
              className="min-h-11 rounded-xl border border-red-700 px-5 text-sm font-semibold text-red-200 hover:bg-red-950 focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              Excluir pedal
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
