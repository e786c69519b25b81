/** A form in a dialog: the backdrop, the scrolling frame and the panel with its title and note. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'

export function FormDialog({
  title,
  note,
  busy,
  onClose,
  children,
}: {
  title: string
  note: string
  /** While a save is under way the dialog does not close. */
  busy: boolean
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Dialog open onClose={busy ? () => undefined : onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <DialogPanel className="mx-auto w-full max-w-2xl rounded-2xl border border-zinc-800 bg-zinc-900 p-4 shadow-2xl sm:p-6">
          <DialogTitle className="text-xl font-bold text-zinc-50">{title}</DialogTitle>
          <p className="mt-1 text-sm text-zinc-300">{note}</p>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
