/**
 * Side door for the rider's dashboard: 'Desafios ativos', 'Meus Desafios' and the 'Desafios' tab,
 * loaded on demand (`loadRiderChallenges()`): their code is the challenges' chunk, left out of the
 * precache and kept on the device with the challenges' copies.
 */
export const loadRiderChallenges = () => import('./rider-challenges')

/** 'Criar Desafio' for organizers and admins: its dialog, in the same chunk, on the first tap. */
export const loadChallengeForm = () => import('./challenge-form-dialog')
