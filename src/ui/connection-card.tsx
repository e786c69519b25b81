import { ShellIcon, type ShellIconName } from './shell-icons'

export interface ConnectionCardProps {
  icon: ShellIconName
  title: string
  message: string
  /** The primary button: reloads the page, which fetches what was missing. */
  reloadLabel: string
  /** The link to the home page. */
  homeLabel: string
  /** 'h1' when the card stands for the whole screen. */
  heading?: 'h1' | 'h2'
}

/** The card a screen shows instead of itself when it cannot load: reload, or go home. */
export function ConnectionCard({
  icon,
  title,
  message,
  reloadLabel,
  homeLabel,
  heading: Heading = 'h2',
}: ConnectionCardProps) {
  return (
    <div
      className="mx-4 my-16 max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 text-center sm:mx-auto"
      role="alert"
    >
      <ShellIcon name={icon} className="mx-auto mb-3 text-amber-300" size={32} />
      <Heading className="text-lg font-semibold text-zinc-50">{title}</Heading>
      <p className="mt-2 text-sm text-zinc-300">{message}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-xl bg-brand-500 px-5 font-semibold whitespace-nowrap text-zinc-950 hover:bg-brand-400"
        >
          {reloadLabel}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-xl border border-zinc-700 px-5 font-semibold whitespace-nowrap text-zinc-100 hover:bg-zinc-800"
        >
          {homeLabel}
        </a>
      </div>
    </div>
  )
}
