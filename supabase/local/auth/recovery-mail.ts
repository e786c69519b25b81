// The recovery e-mail (pt-BR, like the rest of the product) and the link inside it. The link goes
// to the app's own /reset-password, which verifies token_hash with type=recovery (spec 01 §4);
// it also names the account (`email`), as templates/recovery.html does on a hosted project.

import type { Mail } from '../mail.ts'

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/**
 * Where the link points. Like GoTrue, only trusted redirects are honoured (here: the site's origin
 * and any local origin); anything else falls back to the site URL. A redirect without a path gets
 * /reset-password.
 */
export function recoveryLink(
  siteUrl: string,
  redirectTo: string | undefined,
  tokenHash: string,
  email: string,
) {
  let base = new URL(siteUrl)
  if (redirectTo) {
    try {
      const wanted = new URL(redirectTo)
      if (wanted.origin === base.origin || LOCAL_ORIGIN.test(wanted.origin)) base = wanted
    } catch {
      // An unparsable redirect_to is ignored, as GoTrue does.
    }
  }
  const link = new URL(base.pathname === '/' ? '/reset-password' : base.pathname, base.origin)
  link.searchParams.set('token_hash', tokenHash)
  link.searchParams.set('type', 'recovery')
  // Whose link it is, so a device signed in as someone else can ask before using it (the app
  // checks the account the server answers with against it).
  link.searchParams.set('email', email)
  return link.toString()
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function recoveryMail(to: string, link: string, sentAt: string): Mail {
  const subject = 'Redefina sua senha do Bora Pedalar'
  const text = [
    'Olá!',
    '',
    'Recebemos um pedido para redefinir a senha da sua conta Bora Pedalar.',
    'Abra o link abaixo para escolher uma nova senha:',
    '',
    link,
    '',
    'O link vale por 1 hora. Se você não pediu, ignore este e-mail.',
  ].join('\n')
  const href = escapeHtml(link)
  const html =
    '<h2>Redefina sua senha</h2>' +
    '<p>Recebemos um pedido para redefinir a senha da sua conta Bora Pedalar.</p>' +
    `<p><a href="${href}">Escolher uma nova senha</a></p>` +
    '<p>O link vale por 1 hora. Se você não pediu, ignore este e-mail.</p>'
  return { to, subject, text, html, sentAt }
}
