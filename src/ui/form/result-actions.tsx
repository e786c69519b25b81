import { Button } from '../button'
import { shareResult } from './share'

export interface ResultActionsProps {
  /** Title of the shared text, e.g. 'Zonas de FTP'. */
  title: string
  /** Built only when the rider shares, so rendering pays nothing for it. */
  text: () => string
}

/** 'Compartilhar' and 'Imprimir'; both stay off the printed page. */
export function ResultActions({ title, text }: ResultActionsProps) {
  return (
    <div className="mt-6 flex flex-wrap gap-3" data-no-print>
      <Button variant="secondary" onClick={() => void shareResult(title, text())}>
        Compartilhar
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        Imprimir
      </Button>
    </div>
  )
}
