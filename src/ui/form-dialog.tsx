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

/** A dialog's plain-text description: its label, the bounded field and what follows it (a hint). */
export function DescriptionField({
  id,
  value,
  onValueChange,
  maxLength,
  rows,
  invalid,
  describedBy,
  children,
}: {
  id: string
  value: string
  onValueChange: (value: string) => void
  maxLength: number
  rows: number
  invalid: boolean
  describedBy?: string
  children?: ReactNode
}) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-semibold text-zinc-200">
        Descrição
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        maxLength={maxLength}
        rows={rows}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className="mt-1.5 block w-full rounded-xl border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-50 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-400 aria-invalid:border-red-400"
      />
      {children}
    </div>
  )
}
