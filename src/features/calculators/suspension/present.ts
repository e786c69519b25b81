import { formatNumber } from '../../../lib/format'
import { ridingStyle, type SagResult, type SagSetting } from '../math/suspension'

export function sagText(setting: SagSetting): string {
  return `${formatNumber(setting.sag, 1)} mm`
}

const percent = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1)

/** '25% de 150 mm · faixa Trail: 20–25%'. */
export function sagNote(setting: SagSetting, styleLabel: string): string {
  return `${percent(setting.target)}% de ${formatNumber(setting.travel, Number.isInteger(setting.travel) ? 0 : 1)} mm · faixa ${styleLabel}: ${percent(setting.range.min)}–${percent(setting.range.max)}%`
}

export function sagSummary(result: SagResult): string {
  const label = ridingStyle(result.style).label
  const line = (name: string, setting: SagSetting | null) =>
    setting ? [`${name}: sag de ${sagText(setting)} (${sagNote(setting, label)})`] : []
  return [
    `Estilo: ${label}`,
    ...line('Garfo', result.fork),
    ...line('Amortecedor', result.shock),
  ].join('\n')
}
