// The calculators' maths, pure: the door for code that must not load React (the ride worker) and
// for the features that build on the calculators' numbers. A side door (eslint.config.js), since
// the calculators' index.ts carries screens.
export { calculateFtpZones, cogganZoneAt, ftpFrom20MinuteTest, wattsPerKg } from './ftp'
export { frielZoneAt, HR_ZONE_KEYS, maxHrZones, type FrielZoneId } from './heart-rate'
export { elevationGain, routeDistance } from './route'
export { roundHalfUp } from './rounding'
export { bpm, kg, watts, type Bpm, type Kg, type Watts } from './units'
export { LIMITS, validateFthr, validateFtp, type Validation } from './validation'
