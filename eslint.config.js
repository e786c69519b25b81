// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

// Zones are generated from the folder list so that a new feature needs no config edit:
// a feature may reach another feature only through that feature's index.ts.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Side doors: modules other features import directly because the index.ts would bring too much
// (a barrel's re-exports land in its importer's chunk): the app shell imports auth's index.ts for
// other things, so auth's sign-out flow and its door to the results store (the session says whose
// a saved result is) would land in every page's first paint; the home page wants the
// calculators' catalogue, not the profile card and the results store it brings.
const sideDoors = [
  'auth/use-sign-out.ts',
  'auth/results-door.ts',
  'calculators/catalog.ts',
  'events/organizer-door.ts',
  'events/dashboard-door.ts',
  'challenges/dashboard-door.ts',
]

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`),
    ...sideDoors.filter((door) => !door.startsWith(`${feature}/`)).map((door) => `./${door}`),
  ],
  message: 'Import another feature only through its index.ts (or a side door).',
}))

// One floor down, the same rule: training's rooms (the folders under it but pages/, which only
// names the route components) reach one another only through a room's index.ts, and never import
// the section that holds them. Generated too, so a new room needs no config edit.
const trainingRooms = readdirSync(new URL('./src/features/training', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'pages')
  .map((entry) => entry.name)

const trainingRoomZones = trainingRooms.map((room) => ({
  target: `./src/features/training/${room}`,
  from: './src/features/training',
  except: [`./${room}`, ...trainingRooms.filter((r) => r !== room).map((r) => `./${r}/index.ts`)],
  message:
    'Import another training room only through its index.ts, and never the section above it.',
}))

// Features beneath others: each named with the features that build on it. The lower one never
// imports them, not even through index.ts; they reach it only through its index.ts, never by a
// side door. Training records its tests into the rides' one-second series and writes its FIT files
// through the rides' file worker, so rides knows nothing of training.
const beneath = { rides: ['training'] }
const beneathZones = Object.entries(beneath).flatMap(([lower, uppers]) =>
  uppers.flatMap((upper) => [
    {
      target: `./src/features/${lower}`,
      from: `./src/features/${upper}`,
      message: `${lower}/ is beneath ${upper}/: it does not import it, not even through index.ts.`,
    },
    {
      target: `./src/features/${upper}`,
      from: `./src/features/${lower}`,
      except: ['./index.ts'],
      message: `${upper}/ reaches ${lower}/ only through its index.ts.`,
    },
  ]),
)

// The layers, top to bottom: app (the router) → routes → shell (what the root route draws around
// every page) → features → fit (Garmin's FIT files: the writers and the decoder, which know no
// feature) → ui → lib → domain (pure rules the features share). Each layer is told which layers
// above it it may not import.
const LAYERS = ['app', 'routes', 'shell', 'features', 'fit', 'ui', 'lib', 'domain']
const layerZones = LAYERS.flatMap((layer, index) =>
  LAYERS.slice(0, index).map((above) => ({
    target: `./src/${layer}`,
    from: `./src/${above}`,
    message: `${layer}/ is below ${above}/: import downwards only (${LAYERS.join(' → ')}).`,
  })),
).concat([
  {
    target: './src/app',
    from: './src/routes',
    message: 'Nothing imports routes: the router reaches them through routeTree.gen.ts.',
  },
  {
    // The calculators stack: each calculator and calculator-screen.tsx → profile/ → shared/ → math/.
    target: './src/features/calculators/shared',
    from: './src/features/calculators',
    except: ['./shared', './math'],
    message:
      "shared/ is the calculators' plumbing, below profile/ and every calculator: it imports only math/.",
  },
  {
    target: './src/features/calculators/math',
    from: './src',
    except: ['./features/calculators/math', './domain'],
    message: "math/ is pure: it imports only other pure modules (its own and src/domain's).",
  },
  {
    // The form and figure parts every feature's screens use (fields, the form card, figures,
    // errors, the calculator page's frame): shared, so no feature's own.
    target: './src/ui/form',
    from: ['./src/features', './src/shell', './src/routes', './src/app'],
    message: 'ui/form/ is below every feature: it imports no feature (ui, lib and domain only).',
  },
  {
    // The maths several features share: below the features and ui/, beside lib/, and pure.
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'domain/ is pure maths: it imports only domain/ (no feature, ui, lib, React or I/O).',
  },
])

/** One door per service: these modules may be imported only where named. */
const doors = [
  { name: '@supabase/supabase-js', door: 'src/lib/supabase' },
  { name: 'dexie', door: 'src/features/results' },
  { name: 'dexie-react-hooks', door: 'src/features/results' },
  // Its profile is 60 KiB: kept to src/fit, whose modules only the file worker runs.
  { name: '@garmin/fitsdk', door: 'src/fit', testsToo: true },
]

/** The rule's paths for a file outside these doors. */
const restrictedPaths = (outside) =>
  outside.map(({ name, door }) => ({ name, message: `Import ${name} only inside ${door}.` }))

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'node_modules/**',
      'coverage/**',
      'src/routeTree.gen.ts',
      '.data/**',
      '.tmp/**',
      'bench/.lighthouse/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...trainingRoomZones, ...beneathZones, ...layerZones] },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-imports': ['error', { paths: restrictedPaths(doors) }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use src/lib/storage.ts.' },
        { object: 'window', property: 'sessionStorage', message: 'Use src/lib/storage.ts.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use src/lib/storage.ts.' },
        { name: 'sessionStorage', message: 'Use src/lib/storage.ts.' },
      ],
    },
  },
  {
    // A test may read what the app wrote with an independent reader: Garmin's own decoder.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: restrictedPaths(doors.filter((d) => !d.testsToo)) },
      ],
    },
  },
  ...doors.map(({ name, door }) => ({
    files: [`${door}/**/*.{ts,tsx}`, `${door}.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths(doors.filter((d) => d.name !== name && !door.startsWith(d.door))),
        },
      ],
    },
  })),
  {
    // No package at all (React, the router, Dexie, supabase-js…) and no browser I/O: domain/ is
    // numbers in, numbers out, testable from tables of published values.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'domain/ is pure: it imports no package.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'fetch', 'indexedDB', 'localStorage']
          .concat(['sessionStorage', 'XMLHttpRequest', 'WebSocket', 'Worker'])
          .map((name) => ({ name, message: 'domain/ is pure: no I/O.' })),
      ],
    },
  },
  {
    files: ['src/lib/storage.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/routes/**/*.tsx'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      '*.config.ts',
      'eslint.config.js',
      'scripts/**',
      'tests/**',
      'supabase/**',
      'bench/**',
      '.ci/**',
    ],
    languageOptions: { globals: globals.node },
  },
)
