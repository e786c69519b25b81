/**
 * Toasts through sonner, imported on first use (the root mounts the Toaster after hydration), so
 * the auth screens keep sonner out of their first paint.
 */
export async function notify(tone: 'success' | 'error', message: string): Promise<void> {
  const { toast } = await import('sonner')
  if (tone === 'success') toast.success(message)
  else toast.error(message)
}
