// A ride as a one-second series: the series rules and figures, and the ride summary the results
// store keeps. 'Análise de Pedal' (page.tsx) is its screen; the training section records its tests
// into the same series. Garmin's SDK (60 KiB) stays in the ride worker, which reads the files and
// writes FIT files: a test's activity (`writeFitFile`) and a workout (`writeFitWorkoutFile`).
export {
  bestAverage,
  MAX_HOLD_SECONDS,
  rideTimeline,
  type HeartRateSeries,
  type PowerSeries,
  type RideRecord,
  type RideTimeline,
} from './series'
export { analyseRide, type RideAnalysis } from './analyse-ride'
export type { ParsedRide, RidePoint } from './ride-point'
export { rideSummaryFields, rideSummaryId } from './ride-summary'
export { writeFitFile, writeFitWorkoutFile } from './fit-file'
export type { FitActivityOptions, FitActivitySample } from './fit-activity'
export type { FitWorkoutOptions } from './fit-workout'
// The XML reader behind GPX and TCX, for the workouts' .zwo tests to read their file back.
export { scanXml, type XmlHandler } from './xml-scan'
