import type { ReactNode } from 'react'
import { Button } from '../../ui/button'
import { useHydrated } from '../../lib/use-hydrated'
import { ProfileOffer } from './profile/profile-offer'
import { AnonymousPrompt } from './shared/anonymous-prompt'
import { CalculatorPage } from '../../ui/form/calculator-page'
import { FormCard, ResultRegion, TwoPanels } from '../../ui/form/layout'
import { FormError } from '../../ui/form/fields'
import type { Calculator, FormValues } from './shared/use-calculator'

export interface CalculatorScreenProps<V extends FormValues<V>, R> {
  /** The screen's h1 and its lead. */
  title: string
  intro: string
  calculator: Calculator<V, R>
  /** The form's fields, in order. */
  fields: ReactNode
  submitLabel: string
  /** Once the page is live, the button waits for this field (spec 02: nothing to calculate yet). */
  requires?: keyof V & string
  /** The result panel's text before the first calculation, and the result itself. */
  placeholder: string
  result: ReactNode
  /** In place of the result panel (the heart-rate screen's FTHR form). */
  aside?: ReactNode
  /** What the screen explains below the calculator. */
  children?: ReactNode
}

/**
 * A calculator screen as spec 02 §2.3–2.4 lays them out: the form on the left with its message
 * and its button, the result on the right, then (for calculators that keep results) the profile
 * offer and the prompt to sign in, and the explanations.
 */
export function CalculatorScreen<V extends FormValues<V>, R>({
  title,
  intro,
  calculator,
  fields,
  submitLabel,
  requires,
  placeholder,
  result,
  aside,
  children,
}: CalculatorScreenProps<V, R>) {
  const { error, saving } = calculator
  const empty = requires !== undefined && calculator.values[requires] === ''
  return (
    <CalculatorPage title={title} intro={intro}>
      {calculator.loader}
      <TwoPanels>
        <FormCard>
          <form className="space-y-4" {...calculator.form}>
            {fields}
            {error && <FormError id={error.id} title={error.title} message={error.message} />}
            <SubmitButton empty={empty} saving={saving} label={submitLabel} />
          </form>
        </FormCard>
        {aside ?? (
          <ResultRegion focusKey={calculator.focusKey} placeholder={placeholder}>
            {result}
          </ResultRegion>
        )}
      </TwoPanels>
      {calculator.keepsResults && (
        <>
          <ProfileOffer facts={calculator.facts} />
          <AnonymousPrompt />
        </>
      )}
      {children}
    </CalculatorPage>
  )
}

/**
 * Rendered enabled until the page is live: a disabled button in the HTML swallows the tap (and
 * Enter) that the early-input capture would otherwise hold for the form. The one part that asks
 * whether the page is live, so that the render hydration's end forces is this button's alone,
 * not the whole form's.
 */
function SubmitButton({
  empty,
  saving,
  label,
}: {
  empty: boolean
  saving: boolean
  label: string
}) {
  const live = useHydrated()
  return (
    <Button type="submit" className="w-full" disabled={(live && empty) || saving}>
      {saving ? 'Salvando...' : label}
    </Button>
  )
}
