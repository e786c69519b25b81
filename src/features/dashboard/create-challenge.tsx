/** 'Criar Desafio' for organizers and admins; its dialog loads on the first tap (challenges' chunk). */
import { lazy, useState } from 'react'
import { loadChallengeForm } from '../challenges/dashboard-door'
import { Button } from '../../ui/button'
import { LazyForm } from '../../ui/lazy-form'

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
        <LazyForm>
          <ChallengeFormDialog events={events} onClose={() => setOpen(false)} />
        </LazyForm>
      )}
    </>
  )
}
