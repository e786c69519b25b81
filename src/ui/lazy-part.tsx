import { Component, Suspense, type ReactNode } from 'react'

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
