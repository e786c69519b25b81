/** Shared by the plain stand-in button and the Headless UI MenuButton: no shift on swap. */
export const PLAYLISTS_LABEL = 'Explorar Playlists do Canal'
export const TRIGGER =
  'inline-flex min-h-11 items-center gap-2 rounded-xl border border-zinc-700 bg-zinc-900 px-4 text-sm font-semibold text-zinc-100 hover:border-zinc-500 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400'
