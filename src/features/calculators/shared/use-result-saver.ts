import { useCallback, useState } from 'react'
import { useAuthStore } from '../../auth'
import type { ResultFieldsByKind, ResultKind } from '../../results'
import { notify } from './notify'
import { saveRecord } from './results-door'
import type { SaveToasts } from './save-messages'

/**
 * Saves a result after the screen has shown it (spec 02 §4). `saving` drives the button's
 * 'Salvando...'. Signed-in riders get the §8 toasts; a signed-out rider's result is kept on this
 * device without a word (DESIGN.md "anonymous saves"). The session is read when the save ends,
 * so a sign-in during the save is honoured.
 */
export function useResultSaver() {
  const [saving, setSaving] = useState(false)
  const save = useCallback(
    async <K extends ResultKind>(kind: K, fields: ResultFieldsByKind[K], toasts: SaveToasts) => {
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
      await notify(saved ? 'success' : 'error', title, description)
    },
    [],
  )
  return { saving, save }
}
