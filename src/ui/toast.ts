export type ToastTone = 'success' | 'error' | 'info'

export interface ToastOptions {
  /** A second line under the title (spec 02 §8's save toasts). */
  description?: string
  /** Milliseconds on screen, when the spec asks for other than sonner's 4000. */
  duration?: number
  /** One button in the toast ('Desfazer'). */
  action?: { label: string; onClick: () => void }
}

/**
 * The app's one door to toasts. Sonner is imported on first use (the root mounts its Toaster
 * after hydration), so no screen carries it in its first-paint JavaScript.
 */
export async function notify(
  tone: ToastTone,
  title: string,
  { description, duration, action }: ToastOptions = {},
): Promise<void> {
  const { toast } = await import('sonner')
  toast[tone](title, {
    ...(description !== undefined && { description }),
    ...(duration !== undefined && { duration }),
    ...(action && { action }),
  })
}
