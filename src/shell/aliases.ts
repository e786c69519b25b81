/**
 * Every other address of a screen (spec aliases, the home page's short links, English paths) and
 * the canonical path it replaces to. The root route applies this table before matching, keeping
 * the query and the hash; the prerender step writes a redirect page for each entry.
 */
export const ALIASES: Readonly<Record<string, string>> = {
  '/login': '/entrar',
  '/auth/login': '/entrar',
  '/test-reset': '/reset-password',
  '/calculators': '/calculadoras',
  '/frequencia-cardiaca-e-zonas-de-treinamento':
    '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
  '/calculadoras/frequencia-cardiaca': '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
  '/calcular-FTP': '/calculadoras/calcular-FTP',
  '/calculadoras/ftp': '/calculadoras/calcular-FTP',
  '/imc': '/calculadoras/imc',
  '/calculadora-harris-benedict': '/calculadoras/harris-benedict',
  '/trainings': '/treinos',
  '/store': '/loja',
  '/events': '/eventos/',
  '/documentaries': '/documentarios',
  '/routes': '/rotas',
  '/challenges': '/desafios',
  '/cyclotourism': '/cicloturismo',
}

/** The canonical target of an alias path (a trailing slash is ignored), or undefined. */
export function aliasTarget(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return ALIASES[trimmed]
}
