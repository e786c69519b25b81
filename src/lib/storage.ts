/**
 * The one door to Web Storage. Private mode, a full quota or a server render must never break a
 * screen, so every access is guarded and failures read as "nothing stored".
 */
type Area = 'local' | 'session'

function area(kind: Area): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readString(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeString(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value)
  } catch {
    // A full or disabled storage only loses a preference, never a result.
  }
}

export function removeKey(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key)
  } catch {
    // See writeString.
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readString(key, kind)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeString(key, JSON.stringify(value), kind)
}

/**
 * Marks the document with `attribute` when `key` holds a value, before the first paint: inlined at
 * the top of every prerendered page (self-contained, no outer names), so CSS can hide what is
 * meant for visitors without that value (a signed-out prompt) before any script has loaded.
 */
export function markStoredKey(key: string, attribute: string): void {
  try {
    if (window.localStorage.getItem(key)) document.documentElement.setAttribute(attribute, '')
  } catch {
    // No storage: the document stays unmarked, as for a visitor without the value.
  }
}

export const storedKeyMarkScript = (key: string, attribute: string): string =>
  `(${markStoredKey.toString()})(${JSON.stringify(key)},${JSON.stringify(attribute)})`
