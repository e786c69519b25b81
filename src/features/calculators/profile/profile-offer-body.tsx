import { useState } from 'react'
import { formatNumber, ridersYear } from '../../../lib/format'
import { saveResult, useLatestResult, type AthleteProfileFields } from '../../results'
import type { CalculationFacts } from '../shared/use-calculator'
import { profileUpdateFrom } from './rules'

function describe(profile: AthleteProfileFields, year: number): string {
  const parts = [
    profile.weight_kg != null && `${formatNumber(profile.weight_kg, 1)} kg`,
    profile.height_cm != null && `${formatNumber(profile.height_cm)} cm`,
    profile.birth_year != null && `${year - profile.birth_year} anos`,
  ]
  return parts.filter(Boolean).join(', ')
}

/**
 * After a calculation whose weight, height or age differ from the rider's profile: one tap puts
 * them in the profile (on the device first, synced like the results). Loaded lazily.
 */
export default function ProfileOfferBody({ facts }: { facts: CalculationFacts }) {
  const stored = useLatestResult('athlete_profile')
  const [updated, setUpdated] = useState(false)
  const year = ridersYear()
  if (stored === undefined) return null
  if (updated) {
    return (
      <p role="status" className="mt-4 text-sm text-emerald-300" data-no-print>
        Perfil atualizado.
      </p>
    )
  }
  const next = profileUpdateFrom(stored?.fields ?? null, facts, year)
  if (!next) return null
  const now = describe(next, year)
  const before = stored ? describe(stored.fields, year) : ''
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-zinc-700 bg-zinc-900/70 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-no-print
    >
      <p className="text-sm text-zinc-200">
        <strong className="block font-semibold text-zinc-50">
          {stored ? 'Este cálculo difere do seu perfil.' : 'Guarde estes dados no seu perfil.'}
        </strong>
        {before ? `Perfil: ${before}. Cálculo: ${now}.` : `Cálculo: ${now}.`}
      </p>
      <button
        type="button"
        onClick={() => void saveResult('athlete_profile', next).then(() => setUpdated(true))}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl border border-brand-500/60 px-5 text-sm font-semibold text-brand-200 hover:bg-brand-500/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
      >
        Atualizar perfil
      </button>
    </div>
  )
}
