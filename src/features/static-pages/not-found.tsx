import { ButtonLink } from '../../ui/button'
import { ShellIcon } from '../../ui/shell-icons'

/** Any unknown path (spec 01 §2 "Not-found screen"); the texts are the spec's, in English. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-2xl bg-zinc-800 text-zinc-200">
        <ShellIcon name="compass" size={32} />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Trail Not Found
      </h1>
      <p className="mt-4 text-lg text-zinc-300">
        Looks like you&apos;ve ventured off the mapped routes. Let&apos;s get you back on track.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Base Camp
      </ButtonLink>
    </section>
  )
}
