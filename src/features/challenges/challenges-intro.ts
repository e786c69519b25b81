/** The list's first words: prerendered, and kept when the screen goes live. */
export const CHALLENGES_INTRO =
  'Metas de distância, subida, tempo e constância, contadas a partir dos pedais que você analisa no app. Seu progresso é calculado no seu aparelho, mesmo sem sinal.'
