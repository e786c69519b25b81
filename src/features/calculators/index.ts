// The calculators' public face: the catalogue and the athlete's profile card (the home page and
// the dashboard), and the hand-off to the heart-rate calculator (a measured FTHR or maximum heart
// rate opens it filled in). Their form and figure parts are src/ui/form/, their shared maths
// src/domain/.
export { CALCULATORS, type CalculatorEntry } from './catalog'
export { AthleteProfileCard } from './profile/profile-card'
export {
  fthrHref,
  fthrRecord,
  HEART_RATE_PATH,
  isUsableMaxHr,
  measuredMaxHref,
  measuredMaxRecord,
} from './heart-rate/hand-off'
