import { Link } from '@tanstack/react-router'
import { Icon, type IconName } from './icons'

export interface TileProps {
  icon: IconName
  title: string
  description?: string
  /** An in-app path, or an http(s) address (opens in a new tab unless `sameTab`). */
  href: string
  sameTab?: boolean
  /** Icon above the text from 1280 px: for grids of five, where a card is too narrow beside it. */
  stacked?: boolean
}

const TILE =
  'group flex h-full items-start gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-5 transition-colors hover:border-brand-500/60 hover:bg-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400'

function TileBody({ icon, title, description, external }: TileProps & { external: boolean }) {
  return (
    <>
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
        <Icon name={icon} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-zinc-50">
          {title}
          {/* Inline, so that it follows the title's last word when the title wraps. */}
          {external && (
            <Icon name="external" size={14} className="ml-1.5 inline align-[-1px] text-zinc-400" />
          )}
        </span>
        {description && <span className="mt-1 block text-sm text-zinc-300">{description}</span>}
      </span>
    </>
  )
}

/** A feature card: icon, title, optional description and a link (spec 01 §1). */
export function Tile(props: TileProps) {
  const external = /^https?:\/\//.test(props.href)
  const className = props.stacked ? `${TILE} xl:flex-col xl:gap-3` : TILE
  if (external) {
    const newTab = !props.sameTab
    return (
      <a
        href={props.href}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <TileBody {...props} external />
      </a>
    )
  }
  return (
    <Link to={props.href} className={className}>
      <TileBody {...props} external={false} />
    </Link>
  )
}

export interface TileGridProps extends Pick<TileProps, 'sameTab' | 'stacked'> {
  tiles: readonly Pick<TileProps, 'icon' | 'title' | 'description' | 'href'>[]
  /** The list's classes: the grid and its columns at each width. */
  className: string
}

/** Cards in a grid, one list item each; `sameTab` and `stacked` apply to every card. */
export function TileGrid({ tiles, className, sameTab, stacked }: TileGridProps) {
  return (
    <ul className={className}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Tile {...tile} sameTab={sameTab} stacked={stacked} />
        </li>
      ))}
    </ul>
  )
}
