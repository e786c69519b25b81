import { useEffect, useRef, useState } from 'react'
import { ADMIN_INVITATION_TOKEN_KEY, dropLinkSecret, readLinkSecret } from '../../lib/link-secrets'
import { Button, ButtonLink } from '../../ui/button'
import { SignOutDialog } from '../../ui/sign-out-dialog'
import { loadAccountActions, useAuthStore } from '../auth'
import { useSignOut } from '../auth/use-sign-out'
import { acceptInvitation, InvitationError } from './api'
import { acceptErrorMessage, INVITATION_MESSAGES } from './messages'

type Phase =
  | { kind: 'checking' }
  | { kind: 'missing' }
  | { kind: 'signed-out' }
  | { kind: 'accepted' }
  | { kind: 'refused'; message: string; wrongAccount: boolean; retry: boolean }

/**
 * /convite-admin: the invitation link (its token already moved from the address bar into this
 * tab's session storage by main.tsx) accepted by the signed-in account. Signed out, the rider is
 * sent to sign in with the invited address; /entrar brings them back while the token waits.
 */
export function InvitationScreen() {
  const status = useAuthStore((s) => s.status)
  const user = useAuthStore((s) => s.user)
  // Read once: the server render has no storage, and the first client render shows 'checking'
  // while the session loads, so both agree.
  const [token] = useState(() => readLinkSecret(ADMIN_INVITATION_TOKEN_KEY))
  const [attempt, setAttempt] = useState(0)
  // The answer for one account: another account signed in here starts afresh.
  const [outcome, setOutcome] = useState<{ userId: string; phase: Phase } | null>(null)
  // One acceptance per account and attempt, whatever React does with effects.
  const tried = useRef<string | null>(null)
  const signOut = useSignOut()

  useEffect(() => {
    if (status !== 'signedIn' || !user || !token) return
    const key = `${user.id}:${attempt}`
    if (tried.current === key) return
    tried.current = key
    void (async () => {
      let phase: Phase
      try {
        await acceptInvitation(token)
        dropLinkSecret(ADMIN_INVITATION_TOKEN_KEY)
        phase = { kind: 'accepted' }
        // The new role shows at once: the header, the guards and /admin read the profile. The
        // role is granted whether or not this reload gets through.
        await loadAccountActions()
          .then((actions) => actions.reloadProfile())
          .catch(() => undefined)
      } catch (error) {
        const invited = error instanceof InvitationError ? error.invitedEmail : null
        const { message, final } = acceptErrorMessage(error, invited, user.email)
        if (final) dropLinkSecret(ADMIN_INVITATION_TOKEN_KEY)
        const wrongAccount = error instanceof InvitationError && error.code === 'BP015'
        phase = { kind: 'refused', message, wrongAccount, retry: !final && !wrongAccount }
      }
      setOutcome({ userId: user.id, phase })
    })()
  }, [status, user, token, attempt])

  let phase: Phase
  if (outcome && outcome.userId === user?.id) phase = outcome.phase
  else if (status === 'loading') phase = { kind: 'checking' }
  else if (!token) phase = { kind: 'missing' }
  else if (!user) phase = { kind: 'signed-out' }
  else phase = { kind: 'checking' }

  const retry = () => {
    setOutcome(null)
    setAttempt((n) => n + 1)
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-lg shadow-black/20 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-zinc-50 sm:text-3xl">
          Convite de administrador
        </h1>
        {phase.kind === 'checking' && (
          <div role="status" className="mt-6 flex items-center gap-3 text-zinc-300">
            <span className="size-6 animate-spin rounded-full border-[3px] border-zinc-700 border-t-brand-400" />
            Verificando convite...
          </div>
        )}
        {phase.kind === 'missing' && (
          <p role="alert" className="mt-6 rounded-xl bg-red-500/10 p-4 text-sm text-red-200">
            {INVITATION_MESSAGES.missing}
          </p>
        )}
        {phase.kind === 'signed-out' && (
          <div className="mt-6 space-y-5">
            <p className="text-sm text-zinc-300">
              Para aceitar o convite, entre com a conta do e-mail que recebeu o convite. Esqueceu a
              senha? Use &lsquo;Esqueceu sua senha?&rsquo; na tela de entrada.
            </p>
            <ButtonLink to="/entrar" className="w-full">
              Entrar para aceitar
            </ButtonLink>
          </div>
        )}
        {phase.kind === 'accepted' && (
          <div className="mt-6 space-y-5">
            <p
              role="status"
              className="rounded-xl bg-emerald-500/10 p-4 text-sm font-semibold text-zinc-50"
            >
              {INVITATION_MESSAGES.accepted}
            </p>
            <ButtonLink to="/admin" className="w-full">
              Ir para o painel de administrador
            </ButtonLink>
          </div>
        )}
        {phase.kind === 'refused' && (
          <div className="mt-6 space-y-5">
            <p role="alert" className="rounded-xl bg-red-500/10 p-4 text-sm text-red-200">
              {phase.message}
            </p>
            {phase.wrongAccount && (
              <Button
                className="w-full"
                disabled={signOut.busy}
                onClick={() => void signOut.signOut()}
              >
                Sair desta conta
              </Button>
            )}
            {phase.retry && (
              <Button className="w-full" onClick={retry}>
                Tentar novamente
              </Button>
            )}
          </div>
        )}
      </div>
      <SignOutDialog flow={signOut} />
    </div>
  )
}
