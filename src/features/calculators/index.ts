export { CALCULATORS, type CalculatorEntry } from './catalog'
export { CalculatorsHub } from './hub'
