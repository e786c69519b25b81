/** The 'Programa de Treinamentos' section's own page. */
export const TRAINING_PATH = '/treinos'
