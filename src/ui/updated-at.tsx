import { formatDateTime } from '../lib/format'

/** 'Atualizado em 28/11/2026, 14:30', and why when the copy is the device's. */
export function UpdatedAt({ savedAt, fromDevice }: { savedAt: string; fromDevice: boolean }) {
  return (
    <p className="text-sm text-zinc-400" data-testid="atualizado-em">
      Atualizado em {formatDateTime(savedAt)}
      {fromDevice ? ' · sem conexão: mostrando a cópia guardada neste aparelho' : ''}
    </p>
  )
}
