import { Card } from '../../ui/card'
import { Icon } from '../../ui/icons'
import { ProjectCard } from './project-card'
import { PROJECTS } from './projects'
import { SectionHeading } from '../../ui/panel-parts'
import { notify } from '../../ui/toast'

export function ProjectsTab() {
  return (
    <section>
      <SectionHeading sample>Projetos</SectionHeading>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {PROJECTS.map((project) => (
          <ProjectCard key={project.id} project={project} detailed />
        ))}
        <Card className="flex flex-col items-center justify-center gap-3 border-dashed text-center">
          <Icon name="calculator" className="text-brand-300" />
          <h3 className="font-semibold text-zinc-50">Adicionar Novo Projeto</h3>
          <button
            type="button"
            onClick={() => void notify('info', 'Em breve')}
            className="min-h-11 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400"
          >
            Criar Projeto
          </button>
        </Card>
      </div>
    </section>
  )
}
