import { Link } from '@tanstack/react-router'

/** Where a calculator asks for a figure the rider may not know: the field test that measures it. */
export function GuidedTestLink({
  lead,
  to,
}: {
  lead: string
  to: '/treinos/teste-ftp-20-minutos' | '/treinos/teste-fthr-30-minutos'
}) {
  return (
    <p className="text-sm text-zinc-300">
      {lead}{' '}
      <Link
        to={to}
        className="inline-flex min-h-11 items-center font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        Fazer o teste guiado
      </Link>
    </p>
  )
}
