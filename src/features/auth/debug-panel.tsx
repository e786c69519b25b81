import { useState } from 'react'
import { config } from '../../lib/config'
import { Button } from '../../ui/button'
import { AuthField } from './auth-field'

/**
 * The auth backend's debug panel of spec 01 §2, for development builds only (the screen imports
 * it behind `import.meta.env.DEV`): a connection test against /auth/v1/health and a test
 * recovery e-mail (the local backend's outbox: the URL with its token is printed when it starts).
 */
export default function DebugPanel() {
  const [result, setResult] = useState('')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function run(task: () => Promise<string>) {
    setBusy(true)
    try {
      setResult(await task())
    } catch (error) {
      setResult(`Falhou: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  const testConnection = async () => {
    const started = performance.now()
    const response = await fetch(`${config.supabaseUrl}/auth/v1/health`, {
      headers: { apikey: config.supabaseAnonKey },
    })
    const elapsed = Math.round(performance.now() - started)
    return `HTTP ${response.status} em ${elapsed} ms: ${await response.text()}`
  }

  const testReset = async () => {
    const { requestPasswordReset } = await import('./recovery-actions')
    const outcome = await requestPasswordReset(email)
    return outcome.ok
      ? `Email enviado para ${email} (veja a caixa de e-mails cujo endereço o backend mostra ao iniciar).`
      : outcome.message
  }

  return (
    <details className="mt-6 rounded-2xl border border-dashed border-amber-500/40 bg-amber-500/5 p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-amber-200">
        Depuração do backend (somente desenvolvimento)
      </summary>
      <p className="mt-2 text-zinc-400">{config.supabaseUrl}</p>
      <div className="mt-3 space-y-3">
        <Button variant="secondary" disabled={busy} onClick={() => void run(testConnection)}>
          Testar conexão
        </Button>
        <AuthField
          id="debug-email"
          label="Email de teste"
          type="email"
          value={email}
          onValueChange={setEmail}
        />
        <Button variant="secondary" disabled={busy || !email} onClick={() => void run(testReset)}>
          Enviar email de recuperação de teste
        </Button>
        {result && (
          <pre role="status" className="overflow-x-auto whitespace-pre-wrap text-zinc-200">
            {result}
          </pre>
        )}
      </div>
    </details>
  )
}
