export { CALCULATORS, type CalculatorEntry } from './catalog'
export { AthleteProfileCard } from './profile/profile-card'
