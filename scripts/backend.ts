/**
 * Starts the local Supabase-compatible backend beside the app, unless the app is configured for a
 * hosted project (VITE_SUPABASE_URL pointing elsewhere) or SKIP_LOCAL_BACKEND is set.
 */
import { startLocalSupabase } from '../supabase/local/server.ts'

export interface RunningBackend {
  url: string
  /** The dev mail outbox with this run's /_dev token; append an e-mail address. */
  mailboxUrl: string
  close: () => Promise<void>
}

export interface BackendOptions {
  /** Where e-mail links point (the app's origin). */
  siteUrl: string
  /** 'memory' for tests; by default data persists under .data/. */
  dataDir?: string
}

export async function startBackend(options: BackendOptions): Promise<RunningBackend | undefined> {
  const configured = process.env.VITE_SUPABASE_URL
  if (
    process.env.SKIP_LOCAL_BACKEND ||
    (configured && !/127\.0\.0\.1|localhost/.test(configured))
  ) {
    return undefined
  }
  // A development server: /_dev (mail outbox, settings) is on, behind a token made for this run.
  const backend = await startLocalSupabase({
    siteUrl: options.siteUrl,
    dataDir: options.dataDir,
    dev: true,
  })
  return {
    url: backend.url,
    mailboxUrl: backend.mailboxUrl ?? '',
    close: () => backend.close(),
  }
}
