/**
 * Starts the local Supabase-compatible backend beside the app, unless the app is configured for a
 * hosted project (VITE_SUPABASE_URL pointing elsewhere) or SKIP_LOCAL_BACKEND is set.
 */
export interface RunningBackend {
  url: string
  close: () => Promise<void>
}

export function startBackend(): Promise<RunningBackend | undefined> {
  const configured = process.env.VITE_SUPABASE_URL
  if (
    process.env.SKIP_LOCAL_BACKEND ||
    (configured && !/127\.0\.0\.1|localhost/.test(configured))
  ) {
    return Promise.resolve(undefined)
  }
  return Promise.resolve(undefined)
}
