/**
 * The e2e step of `npm test`: makes sure a Chromium is there (never downloads one: on a Debian
 * machine without it, run as root, installs Debian's `chromium` package, as Playwright's
 * `install --with-deps` would for its libraries), builds if needed, then runs the suite.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { buildIsStale } from '../scripts/build-freshness.ts'

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1
}

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0
  if (!process.env.CHROME_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Instalando o Chromium do Debian (apt-get install chromium)…')
    if (
      run('apt-get', ['update', '-qq']) !== 0 ||
      run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0
    ) {
      process.exit(1)
    }
  } else {
    console.error(
      `No Chromium at ${chromium}: install Debian's chromium package or set CHROME_PATH to a Chromium binary.`,
    )
    process.exit(1)
  }
}

if (await buildIsStale()) {
  const status = run('npm', ['run', 'build'])
  if (status !== 0) process.exit(status)
}

process.exit(
  run('npx', [
    'vitest',
    'run',
    '--config',
    'tests/e2e/vitest.e2e.config.ts',
    ...process.argv.slice(2),
  ]),
)
