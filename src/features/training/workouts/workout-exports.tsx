import { useState } from 'react'
import { download } from '../../../lib/download'
import { formatNumber } from '../../../lib/format'
import { ON_TARGET_SHARE } from '../../../domain/workout'
import { Button } from '../../../ui/button'
import { notify } from '../../../ui/toast'
import { powerExportsFor, toErg, toMrc, toText, toZwo, workoutFileName } from './exports'
import type { Workout } from './model'
import type { RiderNumbers } from './targets'

const TEXT = 'text/plain;charset=utf-8'
const BAND_PERCENT = formatNumber(ON_TARGET_SHARE * 100)

/**
 * The session as files a rider loads anywhere without an account: a FIT workout for Garmin and
 * Wahoo head units, Zwift's .zwo, .erg and .mrc for trainer apps, and the text form for
 * intervals.icu. Written on the device: they work offline.
 */
export function WorkoutExports({
  workout,
  numbers,
  description,
}: {
  workout: Workout
  numbers: RiderNumbers
  description: string
}) {
  const [writingFit, setWritingFit] = useState(false)
  const power = powerExportsFor(workout)
  const powerOnly = power.ok ? null : power.reason
  const name = workout.name

  const downloadFit = async () => {
    setWritingFit(true)
    try {
      const { writeFitWorkoutFile } = await import('../../rides')
      const bytes = await writeFitWorkoutFile(workout, {
        ftp: numbers.ftp,
        fthr: numbers.fthr,
        timeCreated: new Date(),
      })
      download(workoutFileName(name, 'fit'), 'application/vnd.ant.fit', new Uint8Array(bytes))
    } catch {
      void notify('error', 'Erro ao gerar o arquivo', {
        description: 'Não foi possível gerar o arquivo .fit. Tente de novo.',
      })
    } finally {
      setWritingFit(false)
    }
  }

  return (
    <section aria-labelledby="baixar-treino">
      <h2 id="baixar-treino" className="text-xl font-bold text-zinc-50">
        Levar para o ciclocomputador ou o rolo
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={writingFit} onClick={() => void downloadFit()}>
          {writingFit ? 'Gerando .fit...' : 'Baixar .fit (Garmin, Wahoo)'}
        </Button>
        <Button
          variant="secondary"
          disabled={powerOnly !== null}
          onClick={() =>
            download(workoutFileName(name, 'zwo'), 'application/xml', toZwo(workout, description))
          }
        >
          Baixar .zwo (Zwift)
        </Button>
        <Button
          variant="secondary"
          disabled={powerOnly !== null || numbers.ftp === null}
          onClick={() =>
            numbers.ftp !== null &&
            download(workoutFileName(name, 'erg'), TEXT, toErg(workout, numbers.ftp))
          }
        >
          Baixar .erg (watts)
        </Button>
        <Button
          variant="secondary"
          disabled={powerOnly !== null}
          onClick={() => download(workoutFileName(name, 'mrc'), TEXT, toMrc(workout))}
        >
          Baixar .mrc (% do FTP)
        </Button>
        <Button
          variant="secondary"
          onClick={() => download(workoutFileName(name, 'txt'), TEXT, toText(workout))}
        >
          Baixar texto (intervals.icu)
        </Button>
      </div>
      <div className="mt-3 space-y-1 text-sm text-zinc-400">
        {powerOnly !== null && <p>{powerOnly}</p>}
        {powerOnly === null && numbers.ftp === null && (
          <p>O .erg leva watts: salve seu FTP para baixá-lo. O .mrc leva % do FTP.</p>
        )}
        <p>
          No .fit, os alvos vão em watts e bpm calculados com seu FTP e sua FTHR salvos. Sem FTP, a
          potência vai em % do FTP do aparelho; sem FTHR, o passo vai sem alvo de frequência e o
          nome dele diz a %. Um alvo de valor único vai como faixa de ±{BAND_PERCENT} %, a mesma do
          tempo no alvo, para o aparelho não apitar o passo inteiro.
        </p>
      </div>
    </section>
  )
}
