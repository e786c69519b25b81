let asked: Promise<boolean> | undefined

/**
 * Asks the browser to keep this origin's storage under pressure (ADR 0007, rule 8). Asked
 * once per page load; resolves false where the API is missing (Safari < 15.2, Node) or refused.
 */
export function requestPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    try {
      const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
      if (!storage || typeof storage.persist !== 'function') return false
      if (typeof storage.persisted === 'function' && (await storage.persisted())) return true
      return await storage.persist()
    } catch {
      return false
    }
  })()
  return asked
}

/** Tests: forget that persistence was asked. */
export function resetPersistForTests(): void {
  asked = undefined
}
