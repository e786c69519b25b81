import { QueryClient } from '@tanstack/react-query'

/**
 * The remote-read cache (blog, videos feed, profile, admin lists), with the spec's constants: no
 * refetch on window focus, one retry. Screens that read remote data import it (and React Query)
 * themselves, so pages without remote reads never download it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
})
