import { ButtonLink } from '../../ui/button'
import { ShellIcon } from '../../ui/shell-icons'

export interface ComingSoonProps {
  title: string
}

/** A section that is not built yet (spec 01 §2 "Coming-soon placeholders"). */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-2xl bg-brand-500/15 text-brand-300">
        <ShellIcon name="bike" size={32} />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        {title} em Breve
      </h1>
      <p className="mt-4 text-lg text-zinc-300">
        Estamos desenvolvendo esta página. Volte em breve!
      </p>
      <ButtonLink to="/" className="mt-8">
        Voltar para Início
      </ButtonLink>
    </section>
  )
}
