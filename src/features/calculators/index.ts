export { CALCULATORS, type CalculatorEntry } from './catalog'
