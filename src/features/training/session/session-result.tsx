import { useEffect, useMemo, useState } from 'react'
import { Button } from '../../../ui/button'
import { notify } from '../../../ui/toast'
import type { RideSummaryFields } from '../../results'
import type { RidePoint } from '../../rides'
import { toWallRecords } from './recorder'
import type { EndedSession } from './use-session-clock'

/** Fewer recorded seconds than this make no ride summary. */
const MIN_SUMMARY_SECONDS = 60

// The results door (and through it the results store, Dexie) and the save messages: loaded when
// a summary is saved or a save has failed, not with the player.
const resultsDoor = () => import('../../auth/results-door')
const saveMessages = () => import('../../../ui/form/save-messages')

export const notifySaveFailed = () =>
  void saveMessages().then(({ SAVE_FAILED }) =>
    notify('error', 'Erro ao salvar', { description: SAVE_FAILED }),
  )

const notifyFitFailed = () =>
  notify('error', 'Erro ao gerar o arquivo', {
    description: 'Não foi possível gerar o arquivo .fit. Tente novamente.',
  })

/**
 * A session's recording read as a ride, on the wall clock (a pause is a stop, as in a head unit's
 * file: the summary's best 20 minutes and FTP estimate never glue the efforts around a pause). A
 * signed-in rider's session of a minute or more is kept as a ride summary, like a ride file's,
 * synced once. With `show`, the summary's figures are handed back for the screen (for everyone:
 * they are worked out on the device).
 */
export function useRideSummary(
  ended: EndedSession,
  show: boolean,
  /** The signed-in rider, whose summary is kept; null: nobody is signed in. */
  rider: string | null,
  /** The field test's or workout's name, kept with the summary (ridden indoors). */
  name: string,
): { points: RidePoint[]; summary: RideSummaryFields | null } {
  const [summary, setSummary] = useState<RideSummaryFields | null>(null)
  const points = useMemo(
    () => toWallRecords(ended.series, ended.startedAt, ended.pauses).points,
    [ended],
  )
  useEffect(() => {
    const keep = rider !== null && points.length >= MIN_SUMMARY_SECONDS
    if (!keep && !(show && points.length > 0)) return undefined
    let live = true
    void import('../../rides')
      .then(async ({ analyseRide, rideSummaryFields, rideSummaryId }) => {
        const fields = rideSummaryFields(analyseRide({ format: 'fit', points, partial: false }), {
          name,
        })
        if (show && live) setSummary(fields)
        if (!keep || rider === null) return
        const { saveRecordOnce } = await resultsDoor()
        await saveRecordOnce('ride_summary', fields, await rideSummaryId(rider, fields), rider)
      })
      .catch(notifySaveFailed)
    return () => {
      live = false
    }
  }, [points, rider, show, name])
  return { points, summary }
}

/** 'Baixar .fit': the session as an activity file, when a sensor measured power or heart rate. */
export function FitDownloadButton({
  ended,
  points,
  name,
  slug,
}: {
  ended: EndedSession
  points: readonly RidePoint[]
  /** The activity's name on the head unit or the platform it is uploaded to. */
  name: string
  /** The file's name before its date. */
  slug: string
}) {
  if (!points.some((p) => p.power !== undefined || p.heartRate !== undefined)) return null
  return (
    <Button
      variant="secondary"
      onClick={() => void downloadFit(ended, name, slug).catch(notifyFitFailed)}
    >
      Baixar .fit
    </Button>
  )
}

async function downloadFit(ended: EndedSession, name: string, slug: string) {
  const { writeFitFile } = await import('../../rides')
  const { points, pausedMs } = toWallRecords(ended.series, ended.startedAt, ended.pauses)
  const bytes = await writeFitFile(points, { startedAt: ended.startedAt, pausedMs, name })
  const url = URL.createObjectURL(
    new Blob([new Uint8Array(bytes)], { type: 'application/vnd.ant.fit' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = `${slug}-${new Date(ended.startedAt).toISOString().slice(0, 10)}.fit`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
