// The admin-invitation mailer of the local server: what a hosted project's database webhook and
// Edge Function do (supabase/README.md "Admin invitations"). invite_admin only records an
// invitation; this makes the link's token, stores its SHA-256 through the service-role function
// issue_admin_invitation_token, and mails the link, here to the dev mailbox. The raw token exists
// only in the e-mail: never in the database, never in an API answer.

import { createHash, randomBytes } from 'node:crypto'

import type { Engine } from './engine.ts'
import { escapeHtml, trustedLink } from './links.ts'
import type { Mail, MailOutbox } from './mail.ts'
import type { SettingsStore } from './settings.ts'

export interface InvitationMailer {
  engine: Engine
  outbox: MailOutbox
  settings: SettingsStore
  /** Where links point when the invitation names no trusted redirect. */
  siteUrl: string
}

/** The page of the app that accepts an invitation. */
export const INVITATION_PATH = '/convite-admin'

export const invitationTokenHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex')

/** '7 dias', '1 hora', '30 minutos': how long a link lives, as the e-mail says it. */
export function lifetimeText(seconds: number): string {
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  if (seconds >= 86_400 && seconds % 86_400 === 0) return unit(seconds / 86_400, 'dia', 'dias')
  if (seconds >= 3600 && seconds % 3600 === 0) return unit(seconds / 3600, 'hora', 'horas')
  return unit(Math.max(0, Math.round(seconds / 60)), 'minuto', 'minutos')
}

export function invitationMail(to: string, link: string, lifetime: string, sentAt: string): Mail {
  const subject = 'Convite para administrar o Bora Pedalar'
  const text = [
    'Olá!',
    '',
    'Você foi convidado para ser administrador do Bora Pedalar.',
    `Para aceitar, abra o link abaixo e entre com a conta deste e-mail (${to}):`,
    '',
    link,
    '',
    `O link vale por ${lifetime} e funciona uma vez. Se você não esperava este convite, ignore este e-mail.`,
  ].join('\n')
  const html =
    '<h2>Convite para administrar o Bora Pedalar</h2>' +
    '<p>Você foi convidado para ser administrador do Bora Pedalar.</p>' +
    `<p>Para aceitar, entre com a conta deste e-mail (${escapeHtml(to)}).</p>` +
    `<p><a href="${escapeHtml(link)}">Aceitar o convite</a></p>` +
    `<p>O link vale por ${lifetime} e funciona uma vez. ` +
    'Se você não esperava este convite, ignore este e-mail.</p>'
  return { to, subject, text, html, sentAt }
}

/** Sends every invitation not mailed yet. Each gets its link once (the function refuses a second). */
export async function deliverInvitations({
  engine,
  outbox,
  settings,
  siteUrl,
}: InvitationMailer): Promise<number> {
  const lifetimeSeconds = settings.get().adminInvitationLifetimeSeconds
  const mails = await engine.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: string; redirect_to: string | null }>(
      `select id, redirect_to from public.admin_invitations
       where sent_at is null and accepted_at is null and cancelled_at is null
         and expires_at > now()
       order by created_at`,
    )
    const ready: Mail[] = []
    for (const invitation of rows) {
      const token = randomBytes(32).toString('base64url')
      const issued = await tx.query<{ email: string | null }>(
        'select public.issue_admin_invitation_token($1::uuid, $2, $3) as email',
        [invitation.id, invitationTokenHash(token), lifetimeSeconds],
      )
      const to = issued.rows[0]?.email
      if (!to) continue
      const link = trustedLink(siteUrl, invitation.redirect_to, INVITATION_PATH, { token })
      const sentAt = new Date(settings.nowMs()).toISOString()
      ready.push(invitationMail(to, link, lifetimeText(lifetimeSeconds), sentAt))
    }
    return ready
  })
  // Only once the tokens' hashes are committed: a mailed link always works.
  for (const mail of mails) outbox.send(mail)
  return mails.length
}
