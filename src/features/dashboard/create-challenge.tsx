/** 'Criar Desafio' for organizers and admins; its dialog loads on the first tap (challenges' chunk). */
import { lazy, useState } from 'react'
import { loadChallengeForm } from '../challenges/dashboard-door'
import { Button } from '../../ui/button'
import { LazyPart } from '../../ui/lazy-part'

const ChallengeFormDialog = lazy(loadChallengeForm)

export function CreateChallengeButton({
  events,
}: {
  /** The organizer's own events, to tie the challenge to one. */
  events?: readonly { id: string; title: string }[] | undefined
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Criar Desafio
      </Button>
      {open && (
        <LazyPart
          loading={null}
          unavailable={
            <p role="alert" className="mt-4 rounded-xl bg-red-500/10 p-3 text-sm text-red-100">
              Formulário indisponível sem conexão. Tente de novo quando estiver online.
            </p>
          }
        >
          <ChallengeFormDialog events={events} onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  )
}
