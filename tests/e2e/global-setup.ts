import type { TestProject } from 'vitest/node'
import { startLocalSupabase } from '../../supabase/local/server.ts'
import { HARNESS_AUTH_LIMITS } from '../../supabase/local/settings.ts'
import { CLIENT_OUT_DIR } from '../../scripts/build-paths.ts'
import { createStaticServer } from '../../scripts/static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    backendURL: string
    /** The backend's /_dev token (header X-Dev-Token): tests/e2e/accounts.ts devFetch sends it. */
    devToken: string
  }
}

/**
 * One static server (as `npm start` serves the build) and one in-memory local backend on the
 * standard local port the build points at, for the whole run.
 */
export default async function setup(project: TestProject) {
  const site = createStaticServer({ root: CLIENT_OUT_DIR, port: 0 })
  const baseURL = await site.listen()
  // Every browser and helper comes from 127.0.0.1: the per-client auth limits stay out of the way.
  const backend = await startLocalSupabase({
    dataDir: 'memory',
    siteUrl: baseURL,
    dev: true,
    settings: HARNESS_AUTH_LIMITS,
  })
  project.provide('baseURL', baseURL)
  project.provide('backendURL', backend.url)
  project.provide('devToken', backend.devToken ?? '')
  return async () => {
    await site.close()
    await backend.close()
  }
}
