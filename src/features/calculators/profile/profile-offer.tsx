import { optionalLazy } from '../../../ui/lazy-part'
import { useAuth } from '../../auth'
import type { CalculationFacts } from '../shared/use-calculator'

const Body = optionalLazy(() => import('./profile-offer-body'))

/**
 * The 'Atualizar perfil' offer under a result the rider just calculated (signed in only: the
 * profile belongs to the account). Its code and the results store load after the click.
 */
export function ProfileOffer({ facts }: { facts: CalculationFacts | null }) {
  const { status } = useAuth()
  if (!facts || status !== 'signedIn') return null
  return <Body key={JSON.stringify(facts)} facts={facts} />
}
