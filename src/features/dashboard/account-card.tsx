import { useId, useState, type FormEvent } from 'react'
import { Card } from '../../ui/card'
import { SignOutDialog } from '../../ui/sign-out-dialog'
import { useAuthStore, type Profile } from '../auth'
import { useSignOut } from '../auth/use-sign-out'
import { notify } from '../../ui/toast'
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
      void notify('error', 'Nome completo é obrigatório')
      return
    }
    setSaving(true)
    const outcome = await updateFullName(profile.id, fullName)
    setSaving(false)
    if (!outcome.ok) {
      void notify('error', 'Erro ao atualizar usuário')
      return
    }
    useAuthStore.setState((state) =>
      state.profile
        ? { profile: { ...state.profile, full_name: fullName, updated_at: outcome.updatedAt } }
        : state,
    )
    void notify('success', 'Perfil atualizado com sucesso!')
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
  const [editing, setEditing] = useState(false)
  const here = useSignOut()
  const everywhere = useSignOut('global')

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
            disabled={here.busy}
            onClick={() => void here.signOut()}
          >
            Sair da Conta
          </button>
          <button
            type="button"
            className={`${BUTTON} border-red-800 text-red-200 hover:bg-red-950`}
            disabled={everywhere.busy}
            aria-busy={everywhere.busy}
            onClick={() => void everywhere.signOut()}
          >
            Sair de todos os aparelhos
          </button>
        </div>
        {editing && profile && (
          <EditProfileForm profile={profile} onDone={() => setEditing(false)} />
        )}
        <SignOutDialog flow={here} />
        <SignOutDialog flow={everywhere} />
      </Card>
    </section>
  )
}
