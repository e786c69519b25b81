import type { IconName } from '../../ui/icons'
import { EXTERNAL } from '../../lib/site'

export interface CalculatorEntry {
  id:
    | 'bike-fit'
    | 'heart-rate'
    | 'ftp'
    | 'imc'
    | 'harris-benedict'
    | 'tyre-pressure'
    | 'suspension'
    | 'ride-analysis'
    | 'field-tests'
  title: string
  description: string
  href: string
  icon: IconName
}

/** The calculators, in the order the hub and the home page show them (canonical paths). */
export const CALCULATORS: readonly CalculatorEntry[] = [
  {
    id: 'bike-fit',
    title: 'Bike Fit',
    description: 'Ajuste sua bike ao seu corpo para pedalar com conforto e eficiência.',
    href: EXTERNAL.bikeFit,
    icon: 'bike',
  },
  {
    id: 'heart-rate',
    title: 'Frequência Cardíaca',
    description: 'Frequência máxima e as cinco zonas de treinamento, com FTHR opcional.',
    href: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
    icon: 'heart',
  },
  {
    id: 'ftp',
    title: 'FTP',
    description: 'Zonas de potência Coggan ou TrainerRoad a partir do seu FTP, com W/kg.',
    href: '/calculadoras/calcular-FTP',
    icon: 'zap',
  },
  {
    id: 'imc',
    title: 'IMC',
    description: 'Índice de massa corporal, classificação e recomendações.',
    href: '/calculadoras/imc',
    icon: 'scale',
  },
  {
    id: 'harris-benedict',
    title: 'Harris-Benedict',
    description: 'Taxa metabólica basal e calorias diárias pelo seu nível de atividade.',
    href: '/calculadoras/harris-benedict',
    icon: 'flame',
  },
  {
    id: 'tyre-pressure',
    title: 'Pressão dos Pneus',
    description: 'Pressão dianteira e traseira em psi e bar para o seu peso, pneu e terreno.',
    href: '/calculadoras/pressao-pneus',
    icon: 'gauge',
  },
  {
    id: 'suspension',
    title: 'Suspensão',
    description: 'Sag ideal do garfo e do amortecedor para o seu estilo de pilotagem.',
    href: '/calculadoras/suspensao',
    icon: 'suspension',
  },
  {
    id: 'ride-analysis',
    title: 'Análise de Pedal',
    description: 'FTP estimado, curva de potência e zonas a partir do arquivo do seu pedal.',
    href: '/calculadoras/analise-de-pedal',
    icon: 'route',
  },
  {
    id: 'field-tests',
    title: 'Testes de Campo',
    description: 'Meça seu FTP e sua FTHR com um teste guiado, com ou sem sensores Bluetooth.',
    href: '/treinos',
    icon: 'dumbbell',
  },
]
