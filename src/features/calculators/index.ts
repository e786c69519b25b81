// The calculators' public face. The home page and the dashboard take the catalogue and the profile
// card; rides and the training section take the screen toolkit and the results door (the maths
// have their own door, math/index.ts).
export { CALCULATORS, type CalculatorEntry } from './catalog'
export { AthleteProfileCard } from './profile/profile-card'

export { CalculatorPage } from './shared/calculator-page'
export { Figure, FormCard, InfoSection, ResultRegion, TwoPanels } from './shared/calculator-layout'
export { FormError } from './shared/fields'
export { saveRecord, saveRecordOnce } from './shared/results-door'
export { SAVE_FAILED } from './shared/save-messages'
export {
  fthrHref,
  fthrRecord,
  HEART_RATE_PATH,
  isUsableMaxHr,
  measuredMaxHref,
  measuredMaxRecord,
} from './heart-rate/hand-off'
