import type { ReactNode } from 'react'
import { formatDate, formatNumber } from '../../lib/format'
import { EXTERNAL } from '../../lib/site'
import { Card } from '../../ui/card'
import { Icon, type IconName } from '../../ui/icons'
import type { StoredResult } from '../results'
import { SectionHeading } from '../../ui/panel-parts'
import type { CurrentFtp } from './rider-data'

const FTP_PATH = '/calculadoras/calcular-FTP'
const HR_PATH = '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'

const WEIGHT_SOURCE: Record<NonNullable<CurrentFtp['weightSource']>, string> = {
  ftp: 'peso informado no FTP',
  imc: 'peso do IMC',
  harris_benedict: 'peso do Harris-Benedict',
}

function DataCard({
  title,
  icon,
  href,
  children,
}: {
  title: string
  icon: IconName
  href: string
  children: ReactNode
}) {
  const external = href.startsWith('http')
  return (
    <Card className="flex flex-col gap-3" role="group" aria-label={title}>
      <div className="flex items-center gap-2">
        <Icon name={icon} size={20} className="text-brand-300" />
        <h3 className="font-semibold text-zinc-50">{title}</h3>
      </div>
      <div className="flex-1 text-sm text-zinc-200">{children}</div>
      <a
        href={href}
        aria-label={`Atualizar ${title}`}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:bg-zinc-800"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        Atualizar
        {external && <Icon name="external" size={14} />}
      </a>
    </Card>
  )
}

export function MyData({
  heartRate,
  ftp,
  loading,
}: {
  heartRate: StoredResult<'heart_rate'> | undefined
  ftp: CurrentFtp | null
  loading: boolean
}) {
  const none = (
    <p className="text-zinc-300">{loading ? 'Carregando...' : 'Nenhum dado salvo ainda.'}</p>
  )
  const hr = heartRate?.fields
  return (
    <section>
      <SectionHeading>Meus Dados</SectionHeading>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <DataCard title="Bike Fit" icon="bike" href={EXTERNAL.bikeFit}>
          <p className="text-zinc-300">Faça seu bike fit para ajustar a bike ao seu corpo.</p>
        </DataCard>
        <DataCard title="Frequência Cardíaca" icon="heart" href={HR_PATH}>
          {hr ? (
            <>
              <p>
                FC máxima: <strong className="text-zinc-50">{formatNumber(hr.max_hr)} bpm</strong>
              </p>
              {hr.fthr != null && <p>FTHR: {formatNumber(hr.fthr)} bpm</p>}
              <ul className="mt-2 grid grid-cols-1 gap-0.5 text-zinc-300">
                {([1, 2, 3, 4, 5] as const).map((z) => (
                  <li key={z}>
                    Zona {z}: {hr[`zone${z}_min`]}–{hr[`zone${z}_max`]} bpm
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-zinc-400">
                Salvo em {formatDate(heartRate.createdAt)}
              </p>
            </>
          ) : (
            none
          )}
        </DataCard>
        <DataCard title="FTP" icon="zap" href={FTP_PATH}>
          {ftp ? (
            <>
              <p>
                FTP: <strong className="text-zinc-50">{formatNumber(ftp.ftp)} W</strong>
              </p>
              {ftp.wkg != null && ftp.weightKg != null && ftp.weightSource ? (
                <p>
                  <strong className="text-zinc-50">{formatNumber(ftp.wkg, 2)} W/kg</strong>{' '}
                  <span className="text-zinc-300">
                    ({formatNumber(ftp.weightKg, 1)} kg, {WEIGHT_SOURCE[ftp.weightSource]})
                  </span>
                </p>
              ) : (
                <p className="text-zinc-300">Informe seu peso para ver W/kg.</p>
              )}
              <p className="mt-2 text-xs text-zinc-400">Salvo em {formatDate(ftp.recordedAt)}</p>
            </>
          ) : (
            none
          )}
        </DataCard>
      </div>
    </section>
  )
}
