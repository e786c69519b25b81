import { lazyScreen } from '../../../ui/lazy-screen'

/** The route's component: the screen loads right after the prerendered page paints. */
export const WorkoutPage = lazyScreen('Treino', () =>
  import('../workouts/workout-screen').then((m) => m.WorkoutScreen),
)
