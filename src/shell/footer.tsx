import { Link } from '@tanstack/react-router'
import { ShellIcon, StrokeIcon } from '../ui/shell-icons'
import { SOCIAL_PATHS, type SocialIconName } from '../ui/social-icons'
import { SITE_NAME, SOCIAL_LINKS, isExternalHref, type SocialKind } from '../lib/site'
import { FOOTER_LINKS } from './nav-links'
import { Logo } from './logo'

const SOCIAL_ICONS: Record<SocialKind, SocialIconName> = {
  email: 'mail',
  x: 'xLogo',
  instagram: 'instagram',
  strava: 'strava',
  youtube: 'youtube',
  facebook: 'facebook',
}

const LINK =
  'rounded text-sm text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400'

/** Loaded after first paint (`__root.tsx`): its prerendered HTML shows and its links work before. */
export function Footer() {
  return (
    <footer className="border-t border-zinc-800 bg-zinc-950 pb-24 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-zinc-400">
            Criando histórias e experiências positivas com a bike.
          </p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Redes sociais">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.kind}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  title={social.label}
                  {...(social.kind === 'email'
                    ? {}
                    : { target: '_blank', rel: 'noopener noreferrer' })}
                  className="grid size-11 place-items-center rounded-full border border-zinc-800 text-zinc-300 hover:border-brand-500 hover:text-brand-300 focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  <StrokeIcon d={SOCIAL_PATHS[SOCIAL_ICONS[social.kind]]} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Rodapé">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                {isExternalHref(link.href) ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
                    {link.label}
                  </a>
                ) : (
                  <Link to={link.href} className={LINK}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-zinc-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5">
          <div className="flex min-w-0 flex-wrap items-center gap-x-4">
            <p className="text-xs text-zinc-400">
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE_NAME}. Todos
              os direitos reservados.
            </p>
            <Link
              to="/privacidade"
              className="inline-flex min-h-11 items-center rounded text-xs text-zinc-300 underline-offset-2 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              Privacidade
            </Link>
          </div>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3 text-sm text-zinc-300 hover:bg-zinc-800 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            <ShellIcon name="arrowUp" size={18} />
            Voltar ao topo
          </button>
        </div>
      </div>
    </footer>
  )
}
