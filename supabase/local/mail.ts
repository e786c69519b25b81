// The dev mail outbox: e-mails the server would send are kept here and read through
// GET /_dev/mail?to=<address>, so tests and developers can follow recovery links without SMTP.

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** ISO time, on the server's (possibly offset) clock. */
  sentAt: string
}

/** Kept small: a dev server that runs for days should not grow without bound. */
const MAX_MAILS = 500

export class MailOutbox {
  #mails: Mail[] = []

  send(mail: Mail): void {
    this.#mails.push(mail)
    if (this.#mails.length > MAX_MAILS) this.#mails.shift()
  }

  /** Newest first, optionally only those to one address (case-insensitive). */
  list(to?: string): Mail[] {
    const wanted = to?.trim().toLowerCase()
    return this.#mails.filter((mail) => !wanted || mail.to.toLowerCase() === wanted).reverse()
  }

  clear(): void {
    this.#mails = []
  }
}
