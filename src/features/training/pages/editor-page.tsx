import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen loads right after the prerendered page paints. */
export const WorkoutEditorPage = lazyScreen('Editor de treinos', () =>
  import('../workouts/editor-screen').then((m) => m.WorkoutEditorScreen),
)
