import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'sw/**/*.test.ts',
            'supabase/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      'tests/*/vitest.config.ts',
    ],
  },
})
