import { formatNumber } from '../../../lib/format'
import {
  WHEEL_SIZES,
  type TyrePressureResult,
  type WheelPressure,
  type WheelSize,
} from '../math/tyre-pressure'

export function psiText(wheel: WheelPressure): string {
  return `${formatNumber(wheel.psi, 1)} psi`
}

export function barText(wheel: WheelPressure): string {
  return `${formatNumber(wheel.bar, 1)} bar`
}

export function loadText(wheel: WheelPressure): string {
  return `${formatNumber(wheel.load, 1)} kg na roda`
}

export function wheelSizeLabel(size: WheelSize): string {
  return WHEEL_SIZES.find((w) => w.id === size)?.label ?? size
}

/** The result as plain text, for sharing: both wheels, the cap and warnings, then the advice. */
export function tyreSummary(result: TyrePressureResult, wheelSize: WheelSize): string {
  return [
    `Roda ${wheelSizeLabel(wheelSize)}`,
    `Dianteiro: ${psiText(result.front)} (${barText(result.front)})`,
    `Traseiro: ${psiText(result.rear)} (${barText(result.rear)})`,
    ...(result.hooklessMessage ? [result.hooklessMessage] : []),
    ...result.warnings,
    ...result.notes,
  ].join('\n')
}
