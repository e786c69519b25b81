import { useId, useMemo, useRef, useState } from 'react'
import { Icon } from '../../ui/icons'
import { CHANNEL } from './channel'
import type { VideoFeed } from './feed'
import { useVideoFeed } from './feed-query'
import { Glyph } from './glyph'
import { PlaylistsDropdown } from './playlists-trigger'
import { searchVideos } from './search'
import { useEarlyRegion } from '../../lib/early-input/early-input'
import { useOnline } from '../../lib/use-online'
import { useVideoModal } from './use-video-modal'
import { VideoCard } from './video-card'
import { VideoGridLoading } from './video-grid-loading'

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
/** The grid's widest row: its thumbnails are on the first screen, the first one is its largest paint. */
const FIRST_ROW = 4
const thumbnailLoad = (index: number) =>
  index === 0 ? 'largest' : index < FIRST_ROW ? 'eager' : 'lazy'

function FeedNotes({ sample }: { sample: boolean }) {
  const online = useOnline()
  if (!sample && online) return null
  return (
    <div role="status" className="mt-6 space-y-1 text-sm">
      {sample && (
        <p className="text-amber-200">
          <strong>Vídeos de exemplo</strong> — a lista do canal aparece aqui assim que for
          atualizada.
        </p>
      )}
      {!online && (
        <p className="text-amber-200">Sem internet: esta é a cópia salva da lista de vídeos.</p>
      )}
    </div>
  )
}

function Empty({ term, onClear }: { term: string; onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-zinc-800 bg-zinc-900/70 px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-zinc-50">Nenhum vídeo encontrado</h2>
      {term ? (
        <>
          <p className="mt-2 text-zinc-300">Tente outra palavra-chave</p>
          <button
            type="button"
            onClick={onClear}
            className="mt-5 inline-flex min-h-11 items-center rounded-xl bg-brand-500 px-5 font-semibold text-zinc-950 hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            Limpar busca
          </button>
        </>
      ) : (
        <p className="mt-2 text-zinc-300">Não há vídeos disponíveis no momento</p>
      )}
    </div>
  )
}

/** The videos page (spec 02 §2.8). `initial` is the build-time feed, already in the page. */
export function VideosScreen({ initial }: { initial: VideoFeed | null }) {
  const { feed, loading } = useVideoFeed(initial)
  const [term, setTerm] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const channel = feed?.channel ?? CHANNEL
  const { open, modal } = useVideoModal(channel.title)
  // A card tapped before the page is live opens its player once it is.
  const region = useEarlyRegion<HTMLDivElement>()
  const videos = useMemo(() => searchVideos(feed?.videos ?? [], term), [feed, term])

  const clear = () => {
    setTerm('')
    input.current?.focus()
  }

  return (
    <div ref={region} data-early="" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
            Vídeos
          </h1>
          <p className="mt-2 max-w-2xl text-zinc-300">
            Expedições, trilhas, manutenção, treino e muito mais do canal {channel.title}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3 lg:shrink-0">
          <PlaylistsDropdown />
          <a
            href={channel.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            <Icon name="youtube" size={18} />
            Visitar Canal no YouTube
          </a>
        </div>
      </header>

      <FeedNotes sample={feed?.sample === true} />

      <div className="relative mt-6 max-w-xl">
        <label htmlFor={inputId} className="sr-only">
          Buscar vídeos
        </label>
        <span className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-zinc-400">
          <Glyph name="search" />
        </span>
        <input
          ref={input}
          id={inputId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Buscar por título ou descrição"
          autoComplete="off"
          className="min-h-12 w-full rounded-xl border border-zinc-700 bg-zinc-900 pr-4 pl-11 text-zinc-100 placeholder:text-zinc-400 focus:border-brand-400 focus:outline-none"
        />
      </div>

      <div className="mt-6">
        {loading ? (
          <VideoGridLoading />
        ) : videos.length === 0 ? (
          <Empty term={term.trim()} onClear={clear} />
        ) : (
          <>
            <p className="sr-only" role="status">
              {videos.length === 1 ? '1 vídeo' : `${videos.length} vídeos`}
            </p>
            <ul className={GRID}>
              {videos.map((video, index) => (
                <li key={video.id}>
                  <VideoCard video={video} onOpen={open} load={thumbnailLoad(index)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {modal}
    </div>
  )
}
