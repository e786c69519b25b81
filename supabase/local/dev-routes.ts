// Dev-only endpoints under /_dev: the mail outbox, the dev settings and a reset to the state right
// after start (memory mode). The local server is never deployed, and it listens on 127.0.0.1.

import { Hono } from 'hono'

import type { MailOutbox } from './mail.ts'
import { invalidSettings, type DevSettings, type SettingsStore } from './settings.ts'

export interface DevDeps {
  outbox: MailOutbox
  settings: SettingsStore
  /** Null when the server keeps its data on disk: a reset would wipe a developer's data. */
  reset: (() => Promise<void>) | null
}

export function devRoutes({ outbox, settings, reset }: DevDeps) {
  const app = new Hono()

  app.get('/mail', (c) => c.json(outbox.list(c.req.query('to'))))

  app.delete('/mail', (c) => {
    outbox.clear()
    return c.body(null, 204)
  })

  app.get('/settings', (c) => c.json(settings.get()))

  app.post('/settings', async (c) => {
    let patch: unknown
    try {
      patch = await c.req.json()
    } catch {
      return c.json({ message: 'Expected a JSON object.' }, 400)
    }
    const problem = invalidSettings(patch)
    if (problem) return c.json({ message: problem }, 400)
    return c.json(settings.set(patch as Partial<DevSettings>))
  })

  app.post('/reset', async (c) => {
    if (!reset) return c.json({ message: 'Reset is only available in memory mode.' }, 409)
    await reset()
    return c.body(null, 204)
  })

  return app
}
