import {
  Component,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react'

interface BoundaryProps {
  fallback: ReactNode
  children: ReactNode
}

/** Shows `fallback` instead of a part that failed to load or render; the rest of the screen stays. */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * A lazily loaded part of a screen (a chart): `loading` while its chunk arrives, `unavailable` when
 * the chunk cannot be fetched (offline before the first visit) or it throws.
 */
export function LazyPart({
  loading,
  unavailable,
  children,
}: {
  loading: ReactNode
  unavailable: ReactNode
  children: ReactNode
}) {
  return (
    <PartBoundary fallback={unavailable}>
      <Suspense fallback={loading}>{children}</Suspense>
    </PartBoundary>
  )
}

interface RetryBoundaryProps extends BoundaryProps {
  /** Forgets the failed download (`RetryableLazy.reset`), so the next render fetches it again. */
  reset: () => void
  /**
   * The part failed. A caller that opened it (a menu, a dialog) closes it here and so unmounts
   * this boundary: the rider's next press loads it again, instead of it popping open by itself
   * later. Without it, the part is tried again once the device is back online or the page is
   * shown again.
   */
  onFailed?: () => void
}

/**
 * Shows `fallback` instead of a part that failed to load. It holds no Suspense boundary: the
 * caller places that where loading should show.
 */
export class RetryOnline extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  // After React's own re-render attempts: resetting during render would fetch again at once and
  // fail again, in a loop.
  override componentDidCatch() {
    this.props.reset()
    if (this.props.onFailed) {
      this.props.onFailed()
      return
    }
    window.addEventListener('online', this.retry)
    document.addEventListener('visibilitychange', this.retry)
  }

  override componentWillUnmount() {
    this.stopListening()
  }

  private stopListening() {
    window.removeEventListener('online', this.retry)
    document.removeEventListener('visibilitychange', this.retry)
  }

  private readonly retry = () => {
    if (document.visibilityState === 'hidden') return
    this.stopListening()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export interface RetryableLazy<P> {
  (props: P): ReactNode
  /** After a failed download: a fresh lazy component, whose next render fetches the chunk again. */
  reset: () => void
}

/**
 * React.lazy keeps its first rejection forever; this one starts over after `reset()`. (Browsers
 * before 2025 also remembered a failed module URL for the page's life: there a retry fails until
 * a reload.)
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryableLazy<P> {
  let failed = false
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true
      throw error
    })
  let Current = lazy(attempt)
  const Part = (props: P) => <Current {...(props as P & JSX.IntrinsicAttributes)} />
  return Object.assign(Part, {
    reset: () => {
      if (!failed) return
      failed = false
      Current = lazy(attempt)
    },
  })
}

/** Taken by the wrapper: a wrapped component never receives props of these names. */
type OptionalProps = { fallback?: ReactNode; onFailed?: () => void }

/**
 * A lazily loaded part the screen can live without (the toasts, the banners, the sync badge, a
 * closed menu's code). Until its chunk arrives, and if the download fails (a flaky connection
 * before the service worker cached it), it shows `fallback` (nothing by default) instead of
 * taking the whole page down (see `RetryOnline` for when it is tried again).
 */
export function optionalLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (props: P & OptionalProps) => ReactNode {
  const Part = retryableLazy(load)
  return function OptionalPart({ fallback = null, onFailed, ...props }: P & OptionalProps) {
    return (
      <RetryOnline fallback={fallback} reset={Part.reset} onFailed={onFailed}>
        <Suspense fallback={fallback}>
          <Part {...(props as unknown as P)} />
        </Suspense>
      </RetryOnline>
    )
  }
}

const FIRST_RETRY_MS = 2_000
const LAST_RETRY_MS = 30_000

/**
 * `load`, tried until it succeeds: after a failed download, again when the device comes back
 * online, when the page is shown again, or after a pause that doubles up to half a minute (a
 * flaky connection the browser never called offline). For a part whose prerendered HTML stands
 * on its own: while its code is missing, its boundary keeps the server's markup instead of
 * throwing the download's failure at the whole page. On the server, `load` as it is.
 */
export function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load()
  return new Promise<T>((resolve) => {
    let pause = FIRST_RETRY_MS
    let timer: number | undefined
    const onShown = () => {
      if (document.visibilityState === 'visible') attempt()
    }
    const stopWaiting = () => {
      window.removeEventListener('online', attempt)
      document.removeEventListener('visibilitychange', onShown)
      window.clearTimeout(timer)
    }
    function attempt() {
      stopWaiting()
      load().then(resolve, () => {
        window.addEventListener('online', attempt)
        document.addEventListener('visibilitychange', onShown)
        timer = window.setTimeout(attempt, pause)
        pause = Math.min(pause * 2, LAST_RETRY_MS)
      })
    }
    attempt()
  })
}

/**
 * Dispatched on `window` when a screen's code has arrived or the boundary holding it hydrated: a
 * page still hydrating asks React to hydrate the screen now (`main.tsx`), rather than at the
 * lowest priority React gives it.
 */
export const HYDRATION_ASK_EVENT = 'bp:ask-hydration'

const askHydration = () => {
  window.dispatchEvent(new Event(HYDRATION_ASK_EVENT))
}

/**
 * A route's screen kept out of the route's own chunk (so out of the first-paint JavaScript). The
 * download starts as soon as the route's chunk runs (and earlier on a prerendered page, which asks
 * for it once painted). A screen whose code is already in renders at once instead of suspending
 * for a turn as `React.lazy` would, so it hydrates with its boundary; the fallback shows only
 * on a client-side navigation that outruns the download. The Suspense boundary is rendered on the
 * server and in the browser alike: hydration needs the same tree.
 */
export function preloadedScreen(
  load: () => Promise<ComponentType>,
  fallback: ReactNode,
  options?: PreloadOptions,
): () => JSX.Element {
  // React always passes a props object: a screen without props is a part whose props are empty.
  return preloadedPart(load, fallback, options) as () => JSX.Element
}

interface PreloadOptions {
  /**
   * False: the download starts when the part is first rendered, not when it is defined (a screen
   * only a wrong address shows, defined in the root every page runs).
   */
  eager?: boolean
}

/** `preloadedScreen` for a part that takes props (a workout's panel: its workout). */
export function preloadedPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  { eager = true }: PreloadOptions = {},
): (props: P) => JSX.Element {
  let Screen: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Screen = component
        if (typeof window !== 'undefined') askHydration()
      },
      (error: unknown) => {
        // A failed download (offline before the worker cached it) is tried again next time.
        loading = undefined
        throw error
      },
    ))
  const LazyScreen = lazy(() => preload().then(() => ({ default: Screen as ComponentType<P> })))
  if (eager && typeof window !== 'undefined') void preload().catch(() => undefined)

  return function RouteScreen(props: P) {
    // Committed: the screen's own boundary (below) is now within React's reach.
    useEffect(askHydration, [])
    return (
      <Suspense fallback={fallback}>
        {Screen ? <Screen {...props} /> : <LazyScreen {...props} />}
      </Suspense>
    )
  }
}
