import { Component, lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react'

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
  onRetry: () => void
}

/**
 * Shows `fallback` instead of a part that failed to load, and tries it again once the device is
 * back online. It holds no Suspense boundary: the caller places that where loading should show.
 */
export class RetryOnline extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch() {
    window.addEventListener('online', this.retry, { once: true })
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
  }

  private readonly retry = () => {
    this.props.onRetry()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export interface RetryableLazy<P> {
  (props: P): ReactNode
  /** Forgets a failed download, so the next render fetches the chunk again. */
  retry: () => void
}

/** React.lazy keeps its first rejection; this one starts over after `retry()`. */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryableLazy<P> {
  let Current = lazy(load)
  const Part = (props: P) => <Current {...(props as P & JSX.IntrinsicAttributes)} />
  return Object.assign(Part, {
    retry: () => {
      Current = lazy(load)
    },
  })
}

/**
 * A lazily loaded part the screen can live without (the toasts, the banners, the sync badge).
 * Until its chunk arrives, and if the download fails (a flaky connection before the service
 * worker cached it), it shows `fallback` (nothing by default) instead of taking the whole page
 * down; it loads again when the device comes back online.
 */
export function optionalLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (props: P & { fallback?: ReactNode }) => ReactNode {
  const Part = retryableLazy(load)
  return function OptionalPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <RetryOnline fallback={fallback} onRetry={Part.retry}>
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </RetryOnline>
    )
  }
}
