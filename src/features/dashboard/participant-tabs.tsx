import { MyEventRegistrations } from './my-event-registrations'

export { ChallengesTab, MyChallenges } from '../challenges/dashboard-door'

export function ParticipantEventsTab() {
  return <MyEventRegistrations />
}
