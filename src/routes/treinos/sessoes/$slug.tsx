import { createFileRoute } from '@tanstack/react-router'
import { WorkoutPage } from '../../../features/training/pages/workout-page'
import { pageHead } from '../../../lib/meta'

export const Route = createFileRoute('/treinos/sessoes/$slug')({
  // The library's sessions are prerendered; their data comes with the page (no first-paint JS).
  loader: ({ params }) =>
    import('../../../features/training/workouts/library').then((m) =>
      m.libraryWorkout(params.slug),
    ),
  head: ({ params, loaderData: workout }) =>
    pageHead({
      title: workout?.name ?? 'Treino não encontrado',
      description: workout?.purpose,
      path: `/treinos/sessoes/${params.slug}`,
      noindex: !workout,
    }),
  component: WorkoutPage,
})
