import { useCallback, useState } from 'react'
import { useAuthStore } from '../../auth'
import { saveRecord } from '../../auth/results-door'
import type { ResultFieldsByKind, ResultKind } from '../../results'
import { whenPainted } from '../../../lib/after-paint'
import { notify } from '../../../ui/toast'
import type { SaveToasts } from '../../../ui/form/save-messages'

/**
 * Saves a result after the screen has shown it (spec 02 §4): the work starts once the frame that
 * shows the result has painted, so a calculate click stays cheap. `saving` drives the button's
 * 'Salvando...'. Signed-in riders get the §8 toasts; a signed-out rider's result is kept on this
 * device without a word (ADR 0006 "anonymous saves"). The session is read when the save ends,
 * so a sign-in during the save is honoured.
 */
export function useResultSaver() {
  const [saving, setSaving] = useState(false)
  const save = useCallback(
    async <K extends ResultKind>(kind: K, fields: ResultFieldsByKind[K], toasts: SaveToasts) => {
      // The click paints its result first; the save (and its 'Salvando...') comes after.
      await whenPainted(() => undefined)
      setSaving(true)
      let saved = true
      try {
        await saveRecord(kind, fields)
      } catch (error) {
        saved = false
        console.error('Falha ao salvar o resultado', error)
      } finally {
        setSaving(false)
      }
      if (useAuthStore.getState().status !== 'signedIn') return
      const [title, description] = saved ? toasts.success : toasts.failure
      await notify(saved ? 'success' : 'error', title, { description })
    },
    [],
  )
  return { saving, save }
}
