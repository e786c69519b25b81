import { createFileRoute } from '@tanstack/react-router'
import { WorkoutEditorPage } from '../../features/training/pages/editor-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/treinos/editor')({
  // 'id': a saved workout; 'de': a copy of a library session. The screen checks both.
  validateSearch: (search: { id?: string; de?: string }) => search,
  head: () => pageHead({ title: 'Editor de treinos', path: '/treinos/editor' }),
  component: WorkoutEditorPage,
})
