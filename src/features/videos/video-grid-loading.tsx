/** A placeholder of a video card's final size (16:9 image, two title lines, date). */
export function VideoCardSkeleton() {
  return (
    <div
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70"
      aria-hidden="true"
    >
      <div className="aspect-video bg-zinc-800" />
      <div className="p-4">
        <div className="h-12 rounded bg-zinc-800" />
        <div className="mt-2 h-4 w-1/3 rounded bg-zinc-800/70" />
      </div>
    </div>
  )
}

/** 'Carregando vídeos...' over placeholder cards of the final size. */
export function VideoGridLoading({ count = 8 }: { count?: number }) {
  return (
    <div>
      <p role="status" className="mb-4 text-zinc-300">
        Carregando vídeos...
      </p>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <VideoCardSkeleton key={index} />
        ))}
      </div>
    </div>
  )
}
