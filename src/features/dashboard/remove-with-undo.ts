import { notify } from '../../ui/toast'
import { UNDO_DELETE_MS, deleteResult, undoDelete } from '../results'

/**
 * 'Excluir': the row leaves the device at once, with 'Desfazer' in the toast while its deletion is
 * held back from the server (`UNDO_DELETE_MS`). False when the row was already gone.
 */
export async function removeWithUndo(
  id: string,
  title: string,
  description: string,
): Promise<boolean> {
  const removed = await deleteResult(id)
  if (!removed) return false
  await notify('success', title, {
    description,
    duration: UNDO_DELETE_MS,
    action: { label: 'Desfazer', onClick: () => void undoDelete(removed) },
  })
  return true
}
