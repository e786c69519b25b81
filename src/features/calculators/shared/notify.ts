/**
 * Toasts through sonner, imported on first use: the Toaster is already mounted lazily by the
 * root layout, and keeping sonner out of the screens keeps their first-paint JavaScript small.
 */
export async function notify(
  tone: 'success' | 'error',
  title: string,
  description?: string,
): Promise<void> {
  const { toast } = await import('sonner')
  if (tone === 'success') toast.success(title, { description })
  else toast.error(title, { description })
}
