import { Link } from '@tanstack/react-router'
import { CALCULATORS } from '../calculators/catalog'
import { TileGrid } from '../../ui/tile'
import { MORE_LINK, SectionHeading } from './section-heading'
import { HOME_SECTIONS } from './sections'

export interface HeroProps {
  badge?: string
  lines?: readonly [string, string]
}

function Hero({
  badge = 'Ciclismo e mountain bike',
  lines = ['Criando Histórias e Experiências', 'Positivas com a Bike'],
}: HeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-zinc-900 bg-[radial-gradient(ellipse_at_top,rgba(249,115,22,0.18),transparent_60%)]">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <span className="inline-flex rounded-full border border-brand-500/40 bg-brand-500/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-200 uppercase">
          {badge}
        </span>
        <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-zinc-50 sm:text-6xl">
          {lines[0]}
          <span className="block text-brand-400">{lines[1]}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-zinc-300">
          Calculadoras de treino gratuitas, vídeos do canal e conteúdo para quem vive o pedal — no
          celular, até sem sinal na trilha.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/calculadoras"
            className="inline-flex min-h-11 items-center rounded-xl bg-brand-500 px-5 font-semibold text-zinc-950 hover:bg-brand-400"
          >
            Abrir calculadoras
          </Link>
          <Link
            to="/videos"
            className="inline-flex min-h-11 items-center rounded-xl border border-zinc-700 px-5 font-semibold text-zinc-100 hover:bg-zinc-800"
          >
            Ver vídeos
          </Link>
        </div>
      </div>
    </section>
  )
}

/** The hero and the section and calculator cards: links and text, nothing to hydrate. */
export default function HomeIntro() {
  return (
    <>
      <Hero />
      <section aria-labelledby="secoes" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="secoes" title="Explore" />
        <TileGrid
          tiles={HOME_SECTIONS}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
          stacked
        />
      </section>
      <section aria-labelledby="calculadoras" className="mx-auto max-w-6xl px-4 pb-12">
        <SectionHeading id="calculadoras" title="Calculadoras">
          <Link to="/calculadoras" className={MORE_LINK}>
            Ver todas as calculadoras →
          </Link>
        </SectionHeading>
        <TileGrid tiles={CALCULATORS} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
      </section>
    </>
  )
}
