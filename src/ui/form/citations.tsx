export interface Citation {
  author: string
  title: string
  url: string
  year?: string | null
}

/** The published sources a method comes from, cited on screen (ADR 0006). */
export function Citations({ items }: { items: readonly Citation[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm">
      {items.map((item) => (
        <li key={item.url}>
          {item.author}, {item.year ? `${item.year}, ` : ''}
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-300 underline underline-offset-2 hover:text-brand-200"
          >
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
