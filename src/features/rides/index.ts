// A ride as a one-second series: the series rules and figures, the file readers, the ride summary
// the results store keeps. 'Análise de Pedal' (page.tsx) is its screen; the training section
// records its tests into the same series.
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
export { parseFit } from './parse-fit'
export type { ParsedRide, RidePoint } from './ride-point'
export { rideSummaryFields, rideSummaryId } from './ride-summary'
export { writeFitActivity, type FitActivityOptions, type FitActivitySample } from './fit-activity'
