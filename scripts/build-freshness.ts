import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

const SOURCES = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'package-lock.json',
  'scripts',
]

async function newestMtime(path: string): Promise<number> {
  let info
  try {
    info = await stat(path)
  } catch {
    return 0
  }
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of await readdir(path))
    newest = Math.max(newest, await newestMtime(join(path, entry)))
  return newest
}

/** True when there is no build, or a source is newer than the last build's service worker. */
export async function buildIsStale(outDir = 'dist'): Promise<boolean> {
  const built = await newestMtime(join(outDir, 'sw.js'))
  if (built === 0) return true
  for (const source of SOURCES) if ((await newestMtime(source)) > built) return true
  return false
}
