import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { Card } from '../../ui/card'
import { loadAuthActions, useAuthStore, type Profile } from '../auth'
import { toast } from './parts'
import { updateFullName } from './profile-api'

const BUTTON =
  'min-h-11 rounded-xl border border-zinc-700 px-5 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 disabled:cursor-not-allowed disabled:opacity-60'

function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const [name, setName] = useState(profile.full_name ?? '')
  const [saving, setSaving] = useState(false)
  const inputId = useId()
  async function submit(event: FormEvent) {
    event.preventDefault()
    const fullName = name.trim()
    if (!fullName) {
      void toast('error', 'Nome completo é obrigatório')
      return
    }
    setSaving(true)
    const outcome = await updateFullName(profile.id, fullName)
    setSaving(false)
    if (!outcome.ok) {
      void toast('error', 'Erro ao atualizar usuário')
      return
    }
    useAuthStore.setState((state) =>
      state.profile
        ? { profile: { ...state.profile, full_name: fullName, updated_at: outcome.updatedAt } }
        : state,
    )
    void toast('success', 'Perfil atualizado com sucesso!')
    onDone()
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm text-zinc-300">
        Nome completo
      </label>
      <input
        id={inputId}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        className="min-h-11 rounded-xl border border-zinc-700 bg-zinc-950 px-3 text-zinc-50"
      />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={saving}
          className="min-h-11 rounded-xl bg-brand-500 px-5 text-sm font-semibold text-zinc-950 hover:bg-brand-400 disabled:opacity-60"
        >
          {saving ? 'Salvando...' : 'Salvar'}
        </button>
        <button type="button" className={BUTTON} onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  )
}

export function AccountCard({ profile }: { profile: Profile | null }) {
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const [unsynced, setUnsynced] = useState<number | null>(null)
  const [leaving, setLeaving] = useState(false)

  async function signOut(confirmed: boolean) {
    setLeaving(true)
    const actions = await loadAuthActions()
    if (!confirmed) {
      const count = await actions.unsyncedBeforeSignOut()
      if (count > 0) {
        setUnsynced(count)
        setLeaving(false)
        return
      }
    }
    const outcome = await actions.signOut()
    setLeaving(false)
    if (!outcome.ok) {
      void actions.notify('error', outcome.message)
      return
    }
    void actions.notify('success', actions.SIGN_OUT_MESSAGES.success)
    void navigate({ to: '/' })
  }

  return (
    <section aria-labelledby="minha-conta">
      <h2 id="minha-conta" className="mb-3 text-xl font-bold text-zinc-50">
        Minha Conta
      </h2>
      <Card>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON}
            disabled={!profile || editing}
            onClick={() => setEditing(true)}
          >
            Editar Perfil
          </button>
          <button
            type="button"
            className={`${BUTTON} border-red-800 text-red-200 hover:bg-red-950`}
            disabled={leaving}
            onClick={() => void signOut(false)}
          >
            Sair da Conta
          </button>
        </div>
        {editing && profile && (
          <EditProfileForm profile={profile} onDone={() => setEditing(false)} />
        )}
        {unsynced !== null && (
          <div
            role="alertdialog"
            aria-label="Resultados não sincronizados"
            className="mt-4 rounded-xl border border-amber-500/40 p-4"
          >
            <p className="text-sm text-amber-100">
              {unsynced === 1
                ? '1 resultado ainda não foi sincronizado e ficará guardado neste aparelho.'
                : `${unsynced} resultados ainda não foram sincronizados e ficarão guardados neste aparelho.`}
            </p>
            <div className="mt-3 flex gap-2">
              <button type="button" className={BUTTON} onClick={() => void signOut(true)}>
                Sair mesmo assim
              </button>
              <button type="button" className={BUTTON} onClick={() => setUnsynced(null)}>
                Cancelar
              </button>
            </div>
          </div>
        )}
      </Card>
    </section>
  )
}
