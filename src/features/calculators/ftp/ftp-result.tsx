import { formatNumber } from '../../../lib/format'
import { FTP_METHODS, type FtpResult } from '../../../domain/ftp'
import { Figure } from '../../../ui/form/layout'
import { ResultActions } from '../../../ui/form/result-actions'
import { ZoneList } from '../../../ui/form/zones'
import { ftpSummary, ftpText, powerZoneItems } from './record'

/** The FTP, the method and colour-coded zone cards (spec 02 §2.5), with W/kg when known. */
export function FtpResultView({ result }: { result: FtpResult }) {
  const method = FTP_METHODS.find((m) => m.id === result.method)
  return (
    <div className="mt-4 space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure
          label="FTP"
          value={ftpText(result.ftp)}
          unit="W"
          note={result.ftpWkg === null ? undefined : `${formatNumber(result.ftpWkg, 2)} W/kg`}
        />
        <Figure
          label="Método"
          value={method?.label ?? result.method}
          note={method?.description}
          text
        />
      </div>
      <div>
        <h3 className="font-semibold text-zinc-50">Zonas de potência</h3>
        <p className="text-xs text-zinc-400">
          Watts arredondados; a última zona não tem limite superior.
        </p>
        <ZoneList zones={powerZoneItems(result)} label="Zonas de potência" />
      </div>
      <ResultActions title="Zonas de FTP" text={() => ftpSummary(result)} />
    </div>
  )
}
