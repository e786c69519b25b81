import { defineProject } from 'vitest/config'

// Backend tests: supabase-js against the local Supabase server (supabase/local). Each worker starts
// one in-memory server on first use and every test file resets it from the snapshot taken at start
// (helpers/backend.ts); `isolate: false` keeps that server alive from one file to the next.
// postgres*.test.ts need a real PostgreSQL: they are part of the project only when DATABASE_URL is set
// (`eval "$(.ci/start-postgres)"` provides one).
export default defineProject({
  test: {
    name: 'backend',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? [] : ['postgres*.test.ts'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    // Runs after the unit project, in its own group (it sets its own worker count).
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
