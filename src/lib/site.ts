/** The product's identity and outside addresses: one place, used by the title suffix, manifest and footer. */
export const SITE_NAME = 'Bora Pedalar'

export const SITE_URL: string = (
  import.meta.env.VITE_SITE_URL ?? 'https://borapedalar.com.br'
).replace(/\/$/, '')

export const DEFAULT_DESCRIPTION =
  'Calculadoras de treino gratuitas para ciclistas (zonas de frequência cardíaca, FTP, IMC, Harris-Benedict, pressão dos pneus e suspensão), vídeos, blog e muito mais — funciona até sem internet.'

export const DEFAULT_KEYWORDS = [
  'ciclismo',
  'mountain bike',
  'MTB',
  'calculadora FTP',
  'zonas de treinamento',
  'frequência cardíaca',
]

export const OG_IMAGE_PATH = '/og-image.png'

/** External pages the spec links to (they open in a new tab). */
export const EXTERNAL = {
  blog: 'https://blog.borapedalar.com.br',
  shop: 'https://loja.borapedalar.com.br',
  events: 'https://eventos.borapedalar.com.br',
  bikeFit: 'https://bikefit.borapedalar.com.br',
} as const

/** Where riders write to us, privacy requests included. */
export const CONTACT_EMAIL = 'contato@borapedalar.com.br'

export const SOCIAL_LINKS = [
  { kind: 'email', label: 'E-mail', href: `mailto:${CONTACT_EMAIL}` },
  { kind: 'x', label: 'X', href: 'https://x.com/borapedalar' },
  { kind: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/borapedalar' },
  { kind: 'strava', label: 'Strava', href: 'https://www.strava.com/clubs/borapedalar' },
  { kind: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@borapedalar' },
  { kind: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/borapedalar' },
] as const

export type SocialKind = (typeof SOCIAL_LINKS)[number]['kind']

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href) || href.startsWith('mailto:')
}
