/** The header's round 44 px control: the login link and both states of the user menu. */
export const ACCOUNT_BUTTON =
  'grid size-11 place-items-center rounded-full text-zinc-200 hover:bg-zinc-800 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400'

export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toLocaleUpperCase('pt-BR')
}

export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 place-items-center rounded-full bg-brand-500 text-sm font-bold text-zinc-950"
    >
      {initialOf(name)}
    </span>
  )
}
