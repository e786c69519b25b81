import { describe, expect, it } from 'vitest'
import {
  namedLazyPreloads,
  laterPreloads,
  pageLoaderCall,
  pageLoaderDefinition,
  pageModulesOf,
  pageModulesScript,
  renderedPreloads,
  routePreloadsFromManifest,
  screenPreloadsFromManifest,
  type ViteManifest,
} from './route-preloads.ts'

// A manifest shaped like the build's: the entry, a calculator's split route chunk whose screen
// is a dynamic import, and chunks shared between them.
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_lazy-screen.js': { file: 'assets/lazy-screen.js', imports: ['_framework.js'] },
  '_fields.js': { file: 'assets/fields.js', imports: ['_framework.js', '_format.js'] },
  '_format.js': { file: 'assets/format.js' },
  'src/routes/calculadoras/imc.tsx?tsr-split=component': {
    file: 'assets/imc.js',
    src: 'src/routes/calculadoras/imc.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_lazy-screen.js', '_framework.js'],
    dynamicImports: ['src/features/calculators/imc/imc-screen.tsx'],
  },
  'src/features/calculators/imc/imc-screen.tsx': {
    file: 'assets/imc-screen.js',
    isDynamicEntry: true,
    imports: ['_fields.js', '_lazy-screen.js', '_framework.js'],
  },
  '_results-door.js': {
    file: 'assets/results-door.js',
    name: 'results-door',
    imports: ['_framework.js'],
    dynamicImports: ['_results.js', '_charts.js'],
  },
  '_results.js': {
    file: 'assets/results.js',
    name: 'results',
    imports: ['_format.js', '_dexie.js'],
  },
  '_dexie.js': { file: 'assets/dexie.js', name: 'dexie' },
  '_charts.js': { file: 'assets/charts.js', name: 'charts' },
  'src/routes/sobre.tsx?tsr-split=component': {
    file: 'assets/sobre.js',
    src: 'src/routes/sobre.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_framework.js'],
  },
}
const ENTRY_GRAPH = ['/assets/index.js', '/assets/framework.js']

describe('route preloads', () => {
  it('preload a route chunk with its static imports, not what the entry loads', () => {
    expect(routePreloadsFromManifest(MANIFEST, ENTRY_GRAPH)).toEqual({
      '/calculadoras/imc': ['/assets/imc.js', '/assets/lazy-screen.js'],
      '/sobre': ['/assets/sobre.js'],
    })
  })

  it("list a route chunk's screens with their imports, not what the page already preloads", () => {
    expect(screenPreloadsFromManifest(MANIFEST, ENTRY_GRAPH)).toEqual({
      '/assets/imc.js': ['/assets/imc-screen.js', '/assets/fields.js', '/assets/format.js'],
    })
  })

  it('ask for the screens of the preloaded route chunks once the page has painted', () => {
    const screens = screenPreloadsFromManifest(MANIFEST, ENTRY_GRAPH)
    const page =
      '<head><link rel="modulepreload" href="/assets/imc.js" fetchPriority="low"/></head>'
    expect(laterPreloads(renderedPreloads(page), screens)).toEqual([
      '/assets/imc-screen.js',
      '/assets/fields.js',
      '/assets/format.js',
    ])
  })

  it('ask for nothing later on a page whose route has no screen to load', () => {
    const screens = screenPreloadsFromManifest(MANIFEST, ENTRY_GRAPH)
    const page = '<link rel="modulepreload" href="/assets/sobre.js"/>'
    expect(laterPreloads(renderedPreloads(page), screens)).toEqual([])
  })

  it('ask for the named chunks a page imports on its first action, with what they import', () => {
    const page = ['/assets/framework.js', '/assets/format.js', '/assets/results-door.js']
    expect(namedLazyPreloads(MANIFEST, page, ['results'])).toEqual([
      '/assets/results.js',
      '/assets/dexie.js',
    ])
    expect(namedLazyPreloads(MANIFEST, ['/assets/sobre.js'], ['results'])).toEqual([])
  })

  it("inline a page's loader that names its modules as the budget test reads them", () => {
    const modules = {
      entry: '/assets/index.js',
      preloads: ['/assets/framework.js', '/assets/imc.js'],
      later: ['/assets/imc-screen.js'],
    }
    const script = pageModulesScript(modules)
    expect(script).toMatch(/^<script>\(function loadPageModules\(/)
    expect(script).not.toMatch(/<link|type="module"/)
    expect(pageModulesOf(`<head>${script}<link rel="stylesheet" href="/a.css"></head>`)).toEqual(
      modules,
    )
    expect(pageModulesOf('<head></head>')).toBeUndefined()
  })

  it('calls the shared loader with the same modules, which the page still names', () => {
    const modules = { entry: '/assets/index.js', preloads: ['/assets/a.js'], later: [] }
    const call = pageLoaderCall(modules)
    expect(call).toBe(`<script>__bpLoadPage(${JSON.stringify(modules)})</script>`)
    expect(pageModulesOf(`<head>${call}</head>`)).toEqual(modules)
    expect(pageLoaderDefinition()).toMatch(/^self\.__bpLoadPage=function loadPageModules\(/)
  })
})
