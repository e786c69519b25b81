import { defineConfig } from 'vitest/config'

// End-to-end tests: Debian's Chromium through playwright-core against the production build,
// served as `npm start` serves it, beside an in-memory local backend (see global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/build/**/*.spec.ts', 'tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Generous: on a loaded 2-core runner the slowest single test took 38 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // A shared CI machine can take seconds to paint what a laptop paints at once: every
    // expect.poll waits for its event with a generous deadline (speed belongs in `npm run bench`).
    expect: { poll: { timeout: 10_000 } },
  },
})
