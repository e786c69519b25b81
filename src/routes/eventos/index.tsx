import { createFileRoute } from '@tanstack/react-router'
import { calendarSearch } from '../../features/events'
import { CalendarPage } from '../../features/events/calendar-page'
import { pageHead } from '../../lib/meta'

export const Route = createFileRoute('/eventos/')({
  // The filters live in the address (shareable); the screen reads and checks them.
  validateSearch: calendarSearch,
  head: () =>
    pageHead({
      title: 'Calendário de Eventos',
      description:
        'Pedais, provas e passeios de ciclismo pelo Brasil: filtre por estado, modalidade e mês, inscreva-se e leve o evento no celular, mesmo sem sinal.',
      path: '/eventos/',
    }),
  component: function CalendarRoute() {
    return <CalendarPage search={Route.useSearch()} />
  },
})
