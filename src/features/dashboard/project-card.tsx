import { formatNumber } from '../../lib/format'
import { Card } from '../../ui/card'
import { Icon } from '../../ui/icons'
import { STATUS_CLASSES, STATUS_LABELS, conversionRate, metricsOf, type Project } from './projects'

export function StatusBadge({ status }: { status: Project['status'] }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_CLASSES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  )
}

export function ProjectCard({
  project,
  detailed = false,
}: {
  project: Project
  detailed?: boolean
}) {
  const metrics = metricsOf(project.id)
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
          <Icon name={project.icon} size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-zinc-50">{project.name}</h3>
          <p className="text-sm text-zinc-300">{project.description}</p>
        </div>
        <StatusBadge status={project.status} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div>
          <dt className="text-zinc-400">Usuários</dt>
          <dd className="font-semibold text-zinc-100 tabular-nums">
            {formatNumber(metrics.users)}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-400">Conversões</dt>
          <dd className="font-semibold text-zinc-100 tabular-nums">
            {formatNumber(metrics.conversions)}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-400">Tendência</dt>
          <dd className="font-semibold text-zinc-100">{metrics.trend}</dd>
        </div>
      </dl>
      {detailed && (
        <>
          <p className="text-sm text-zinc-300">
            Tipo: {project.type} · Categoria: {project.category} · Taxa de conversão:{' '}
            {formatNumber(conversionRate(metrics.conversions, metrics.users), 1)}%
          </p>
          {project.subProjects && (
            <ul className="flex flex-wrap gap-2">
              {project.subProjects.map((sub) => (
                <li key={sub.id}>
                  <a
                    href={sub.url}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-zinc-700 px-3 text-sm text-zinc-100 hover:bg-zinc-800"
                  >
                    <Icon name={sub.icon} size={14} />
                    {sub.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <a
        href={project.url}
        className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:text-brand-200"
        {...(project.url.startsWith('http')
          ? { target: '_blank', rel: 'noopener noreferrer' }
          : {})}
      >
        Abrir {project.name}
        {project.url.startsWith('http') && <Icon name="external" size={14} />}
      </a>
    </Card>
  )
}
