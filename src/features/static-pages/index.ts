export { ComingSoon } from './coming-soon'
export { NotFound } from './not-found'
export { comingSoonHead } from './head'
export { UnderConstruction } from './under-construction'
