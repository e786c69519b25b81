import { formatNumber } from '../../../lib/format'
import { FRIEL_SOURCE, type HeartRateResult } from '../../../domain/heart-rate'
import { Figure } from '../../../ui/form/layout'
import { Notice } from '../../../ui/form/notice'
import { ResultActions } from '../../../ui/form/result-actions'
import { ZoneList } from '../../../ui/form/zones'
import {
  FTHR_ZONES_TITLE,
  MAX_ZONES_TITLE,
  frielZoneItems,
  heartRateSummary,
  maxHrZoneItems,
  maxHrOrigin,
} from './present'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Max HR with the formula it came from, the five %-of-max zones and, with an FTHR, Friel's. */
export function HeartRateResultView({ result }: { result: HeartRateResult }) {
  return (
    <div className="mt-4 space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure
          label="Frequência cardíaca máxima"
          value={formatNumber(result.maxHr)}
          unit="bpm"
          note={capitalize(maxHrOrigin(result.appliedMethod))}
        />
        {result.fthr != null && (
          <Figure
            label="FTHR (FC de limiar)"
            value={formatNumber(result.fthr)}
            unit="bpm"
            note="Do seu teste de 30 minutos"
          />
        )}
      </div>
      {result.notice && <Notice>{result.notice}</Notice>}
      <div>
        <h3 className="font-semibold text-zinc-50">{MAX_ZONES_TITLE}</h3>
        <p className="text-xs text-zinc-400">
          Porcentagens da FC máxima{' '}
          {result.appliedMethod === 'medida'
            ? maxHrOrigin(result.appliedMethod)
            : `calculada pela ${maxHrOrigin(result.appliedMethod)}`}
          .
        </p>
        <ZoneList zones={maxHrZoneItems(result)} label={MAX_ZONES_TITLE} />
      </div>
      {result.fthrZones && (
        <div>
          <h3 className="font-semibold text-zinc-50">{FTHR_ZONES_TITLE}</h3>
          <p className="text-xs text-zinc-400">Porcentagens do seu FTHR. Fonte: {FRIEL_SOURCE}.</p>
          <ZoneList zones={frielZoneItems(result)} label={FTHR_ZONES_TITLE} />
        </div>
      )}
      <ResultActions
        title="Frequência cardíaca e zonas de treinamento"
        text={() => heartRateSummary(result)}
      />
    </div>
  )
}
