import { LIMITS } from '../../domain/validation'
import { TextField, type TextFieldProps } from './fields'

type BodyFieldProps = Pick<TextFieldProps, 'value' | 'onValueChange' | 'errorId'> & {
  hint?: string
}

/** 'Altura (cm)' as the IMC and Harris-Benedict forms ask it. */
export function HeightField({ hint, ...props }: BodyFieldProps) {
  return (
    <TextField
      id="altura"
      label="Altura (cm)"
      inputMode="decimal"
      maxLength={5}
      hint={hint ?? `De ${LIMITS.height.min} a ${LIMITS.height.max} cm`}
      {...props}
    />
  )
}

/** 'Peso (kg)' as the IMC, Harris-Benedict and FTP forms ask it. */
export function WeightField({ hint, ...props }: BodyFieldProps) {
  return (
    <TextField
      id="peso"
      label="Peso (kg)"
      inputMode="decimal"
      maxLength={5}
      hint={hint ?? `De ${LIMITS.weight.min} a ${LIMITS.weight.max} kg`}
      {...props}
    />
  )
}
