// A ride file read into the one-second series (whose rules and figures are src/domain/series.ts),
// and the ride summary the results store keeps. 'Análise de Pedal' (page.tsx) is its screen.
// Garmin's SDK (60 KiB) stays in the file worker, which reads the files and writes FIT files with
// src/fit's writers: a test's activity (`writeFitFile`) and a workout (`writeFitWorkoutFile`).
export { analyseRide, type RideAnalysis } from './analyse-ride'
export type { ParsedRide, RidePoint } from './ride-point'
export { rideSummaryFields, rideSummaryId } from './ride-summary'
export { writeFitFile, writeFitWorkoutFile } from './fit-file'
// The XML reader behind GPX and TCX, for the workouts' .zwo tests to read their file back.
export { scanXml, type XmlHandler } from './xml-scan'
