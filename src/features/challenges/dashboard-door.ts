/**
 * Side door for the rider's dashboard: 'Desafios ativos', 'Meus Desafios' and the 'Desafios' tab.
 * Not in index.ts: a barrel's re-exports land in its importer's chunk (React Query and the
 * results store would reach every page that imports the index).
 */
export { ChallengesTab, MyChallenges, useActiveChallengeCount } from './rider-challenges'
