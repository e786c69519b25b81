// What every page of the 'Programa de Treinamentos' shares, below the field tests and the
// workouts: the section's path, the frame with the way back to it, durations as the pages write
// them.
export { TRAINING_PATH } from './paths'
export { TrainingPage } from './training-page'
export { formatDuration } from './format'
