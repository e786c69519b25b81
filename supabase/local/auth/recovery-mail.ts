// The recovery e-mail (pt-BR, like the rest of the product) and the link inside it. The link goes
// to the app's own /reset-password, which verifies token_hash with type=recovery (spec 01 §4);
// it also names the account (`email`), as templates/recovery.html does on a hosted project.

import { escapeHtml, trustedLink } from '../links.ts'
import type { Mail } from '../mail.ts'

/**
 * Where the link points: a trusted redirect (the site's origin or a local one), else the site URL;
 * a redirect without a path gets /reset-password.
 */
export function recoveryLink(
  siteUrl: string,
  redirectTo: string | undefined,
  tokenHash: string,
  email: string,
) {
  // `email` names whose link it is, so a device signed in as someone else can ask before using
  // it (the app checks the account the server answers with against it).
  return trustedLink(siteUrl, redirectTo, '/reset-password', {
    token_hash: tokenHash,
    type: 'recovery',
    email,
  })
}

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
