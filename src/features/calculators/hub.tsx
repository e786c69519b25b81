import { TileGrid } from '../../ui/tile'
import { CALCULATORS } from './catalog'

/** The calculators hub (spec 02 §2.2). Bike Fit opens its external page in the same tab. */
export function CalculatorsHub() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Calculadoras
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-zinc-300">
        Ferramentas gratuitas para treinar melhor. Funcionam até sem internet.
      </p>
      <TileGrid
        tiles={CALCULATORS}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        sameTab
      />
    </section>
  )
}
