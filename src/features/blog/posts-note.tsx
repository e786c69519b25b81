import type { PostsSource } from './get-posts'
import { useOnline } from '../../lib/use-online'

function noteText(source: PostsSource | null, online: boolean): string {
  if (source === null || (source === 'network' && online)) return ''
  if (!online) {
    return source === 'sample'
      ? 'Sem internet: mostrando posts de exemplo.'
      : 'Sem internet: mostrando os posts salvos neste aparelho.'
  }
  return source === 'sample'
    ? 'Posts de exemplo'
    : 'Mostrando os posts salvos: o blog não respondeu a tempo.'
}

/**
 * Says plainly when the posts on screen are not the live blog (null: still loading). Always one
 * line tall, so the answer arriving never moves the page.
 */
export function PostsNote({ source }: { source: PostsSource | null }) {
  const online = useOnline()
  return (
    <p role="status" className="mb-3 min-h-5 text-sm leading-5 text-amber-200">
      {noteText(source, online)}
    </p>
  )
}
