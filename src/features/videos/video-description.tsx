import { linkify } from './linkify'

/**
 * A video's description: plain text whose http(s) addresses become anchors, built as React
 * nodes from `linkify` tokens — never an HTML string (the feed is outside input).
 */
export function VideoDescription({ text }: { text: string }) {
  if (!text.trim()) {
    return <p className="text-sm text-zinc-400">Não há descrição disponível para este vídeo.</p>
  }
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-line text-zinc-300">
      {linkify(text).map((token, index) =>
        token.type === 'link' ? (
          <a
            key={index}
            href={token.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-300 underline hover:text-brand-200"
          >
            {token.label}
          </a>
        ) : (
          token.value
        ),
      )}
    </p>
  )
}
