/**
 * The route maps the route and offline specs walk: every path with its heading, every alias, and
 * unknown paths.
 */

/** Every path of both route maps with its heading (spec 01 §2, spec 02 §2.1, ADR 0006). */
export const SCREENS: readonly [path: string, heading: RegExp][] = [
  ['/', /Criando Histórias e Experiências/],
  ['/entrar', /Bem-vindo de Volta/],
  ['/reset-password', /Redefinir Senha/],
  ['/convite-admin', /^Convite de administrador$/],
  ['/calculadoras', /^Calculadoras$/],
  ['/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento', /^Frequência Cardíaca$/],
  ['/calculadoras/calcular-FTP', /^FTP$/],
  ['/calculadoras/imc', /^IMC$/],
  ['/calculadoras/harris-benedict', /^Harris-Benedict$/],
  ['/calculadoras/pressao-pneus', /^Pressão dos Pneus$/],
  ['/calculadoras/suspensao', /^Suspensão$/],
  ['/calculadoras/analise-de-pedal', /^Análise de Pedal$/],
  ['/videos', /^Vídeos$/],
  ['/blog', /^Blog em Breve$/],
  ['/blog/um-post-qualquer', /^Post não encontrado$/],
  ['/blog/bike-fit-por-que-o-ajuste-importa', /^Bike fit: por que o ajuste da bike importa$/],
  ['/treinos', /^Programa de Treinamentos$/],
  ['/treinos/teste-ftp-20-minutos', /^Teste de FTP de 20 minutos$/],
  ['/treinos/teste-rampa', /^Teste de Rampa$/],
  ['/treinos/teste-fthr-30-minutos', /^Teste de FTHR de 30 minutos$/],
  ['/treinos/sessoes/sweet-spot-3x10', /^Sweet spot 3 × 10 min$/],
  ['/treinos/sessoes/resistencia-fc', /^Resistência pela frequência cardíaca$/],
  ['/treinos/editor', /^Editor de treinos$/],
  ['/loja', /^Loja em Breve$/],
  ['/eventos', /^Calendário de Eventos$/],
  ['/eventos/um-evento-qualquer', /^Evento não encontrado$/],
  ['/documentarios', /^Documentários em Breve$/],
  ['/rotas', /^Rotas e Roteiros em Breve$/],
  ['/desafios', /^Desafios$/],
  ['/desafios/um-desafio-qualquer', /^Desafio não encontrado$/],
  ['/cicloturismo', /^Cicloturismo em Breve$/],
  ['/bike-fit', /^Bike Fit em Breve$/],
  ['/privacidade', /^Política de Privacidade$/],
]

/**
 * Aliases replace to their canonical screen, keeping query and hash, except a link's secrets:
 * they leave the address bar before anything reads it (issue 21.4, src/lib/link-secrets.ts), and
 * /reset-password still receives them (the alias test sees the server refuse the made-up token).
 */
export const REDIRECTS: readonly [from: string, to: string][] = [
  ['/login', '/entrar'],
  ['/auth/login', '/entrar'],
  ['/test-reset?type=recovery&token_hash=abc&utm_source=email', '/reset-password?utm_source=email'],
  ['/calculators', '/calculadoras'],
  [
    '/frequencia-cardiaca-e-zonas-de-treinamento',
    '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
  ],
  ['/calculadoras/frequencia-cardiaca', '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento'],
  ['/calcular-FTP', '/calculadoras/calcular-FTP'],
  ['/calculadoras/ftp?ftp=250#zonas', '/calculadoras/calcular-FTP?ftp=250#zonas'],
  ['/imc', '/calculadoras/imc'],
  ['/calculadora-harris-benedict/', '/calculadoras/harris-benedict'],
  ['/trainings', '/treinos'],
  ['/store', '/loja'],
  ['/events', '/eventos/'],
  ['/documentaries', '/documentarios'],
  ['/routes', '/rotas'],
  ['/challenges', '/desafios'],
  ['/cyclotourism', '/cicloturismo'],
]

/** Paths no route has: at the top level and below existing routes (which the router matches partly). */
export const UNKNOWN_PATHS: readonly string[] = [
  '/trilha-que-nao-existe',
  '/videos/nao/existe',
  '/calculadoras/imc/sobra',
  '/blog/um-post/sobra',
  '/eventos/um-evento/sobra',
]
