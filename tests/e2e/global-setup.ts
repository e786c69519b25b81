import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../../scripts/static-server.ts'
import { CLIENT_OUT_DIR } from '../../scripts/build-paths.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** One static server for the whole run, on a free port. */
export default async function setup(project: TestProject) {
  const site = createStaticServer({ root: CLIENT_OUT_DIR, port: 0 })
  const baseURL = await site.listen()
  project.provide('baseURL', baseURL)
  return async () => {
    await site.close()
  }
}
