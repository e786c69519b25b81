import { Link } from '@tanstack/react-router'
import type { PostResult } from './get-posts'
import { PostContent } from './post-content'
import { postDate, postDateTime } from './post-date'
import { useOnline } from '../../lib/use-online'

const LINK =
  'inline-flex min-h-11 items-center rounded-xl px-1 font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400'

function Note({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-2 text-sm text-amber-100"
    >
      {children}
    </p>
  )
}

function NotFound({ online }: { online: boolean }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Post não encontrado
      </h1>
      <p className="mt-4 text-lg text-zinc-300">
        Não encontramos este post. Ele pode ter sido removido ou o endereço está incorreto.
      </p>
      {!online && <Note>Sem internet: este post ainda não foi salvo neste aparelho.</Note>}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-500 px-5 font-semibold text-zinc-950 hover:bg-brand-400"
        >
          Ir para o Blog
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-xl border border-zinc-700 px-5 font-semibold text-zinc-100 hover:bg-zinc-800"
        >
          Voltar para Início
        </Link>
      </div>
    </section>
  )
}

/** The in-app post reader (ADR 0006 `/blog/{slug}`): title, author, date, image, content. */
export function PostReader({ result }: { result: PostResult }) {
  const online = useOnline()
  const { post, source } = result
  if (!post) return <NotFound online={online} />
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to="/" className={`${LINK} text-sm`}>
        ← Início
      </Link>
      {source === 'sample' && <Note>Post de exemplo do Bora Pedalar.</Note>}
      {source === 'cache' && !online && <Note>Sem internet: esta é a cópia salva deste post.</Note>}
      <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-zinc-50 sm:text-5xl">
        {post.title}
      </h1>
      <p className="mt-4 text-zinc-300">
        Por <span className="font-semibold text-zinc-100">{post.author}</span>
        {' · '}
        <time dateTime={postDateTime(post.date)}>{postDate(post.date)}</time>
      </p>
      {post.image && (
        <img
          src={post.image}
          alt={post.imageAlt}
          width={1280}
          height={720}
          className="mt-8 aspect-video w-full rounded-2xl border border-zinc-800 bg-zinc-900 object-cover"
        />
      )}
      <PostContent post={post} trusted={source === 'sample'} />
      <div className="mt-12 border-t border-zinc-800 pt-6">
        <Link to="/blog" className={LINK}>
          Ver todos os posts do blog →
        </Link>
      </div>
    </article>
  )
}
