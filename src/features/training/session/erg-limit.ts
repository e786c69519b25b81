import { formatNumber } from '../../../lib/format'
import { withinPowerRange, type PowerRange } from '../../sensors'

/**
 * What the rider is told when the trainer cannot hold an ERG target (it is sent the nearest it
 * can): null when it can. A session says it once, not at every step.
 */
export function ergLimitNotice(target: number, range: PowerRange): string | null {
  const held = withinPowerRange(target, range)
  if (held === target) return null
  const watts = `${formatNumber(held)} W`
  return held < target
    ? `Seu rolo aceita até ${watts}: o alvo foi limitado a ${watts}.`
    : `Seu rolo aceita a partir de ${watts}: o alvo foi elevado a ${watts}.`
}
