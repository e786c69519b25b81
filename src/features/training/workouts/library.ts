/**
 * The library of workouts: each written in the editor's text form and read with it, so
 * the library is also the syntax's largest example. Every session warms up and cools down. Pure;
 * no React.
 */
import type { LibraryWorkout, WorkoutCategory } from './model'
import { parseWorkoutText } from './syntax'

interface Entry {
  slug: string
  name: string
  category: WorkoutCategory
  purpose: string
  text: string
}

const lines = (...rows: string[]) => rows.join('\n')

const ENTRIES: readonly Entry[] = [
  {
    slug: 'resistencia-z2',
    name: 'Resistência Z2',
    category: 'endurance',
    purpose:
      'Base aeróbica: pedal longo e constante na Z2, que ensina o corpo a usar gordura e a aguentar horas de trilha. Bom para qualquer semana, inclusive a de descanso mais leve.',
    text: lines(
      'Aquecimento',
      '- 10m ramp 45-65%',
      '',
      'Resistência',
      '- 35m 65-75% 85-95rpm Ritmo de conversa',
      '- 5m 70% 100-110rpm Giro rápido, quadril parado no selim',
      '- 30m 65-75% 85-95rpm',
      '',
      'Desaquecimento',
      '- 10m ramp 60-45%',
    ),
  },
  {
    slug: 'resistencia-fc',
    name: 'Resistência pela frequência cardíaca',
    category: 'endurance',
    purpose:
      'A mesma base aeróbica para quem pedala com cinta cardíaca e sem medidor de potência: 55 minutos na Z2 de Friel. Se a FC passar da faixa numa subida, alivie.',
    text: lines(
      'Aquecimento',
      '- 10m ramp 65-80% FTHR',
      '',
      'Resistência',
      '- 55m 81-89% FTHR Z2: respiração tranquila, dá para conversar',
      '',
      'Desaquecimento',
      '- 10m 70% FTHR',
    ),
  },
  {
    slug: 'tempo-3x15',
    name: 'Tempo 3 × 15 min',
    category: 'tempo',
    purpose:
      'Ritmo forte e sustentável, o de uma subida longa em prova: aumenta a resistência muscular sem o desgaste do limiar. Bom no início da preparação.',
    text: lines(
      'Aquecimento',
      '- 10m ramp 45-70%',
      '- 3m 80%',
      '- 2m 55%',
      '',
      'Tempo 3x',
      '- 15m 76-85% 85-95rpm Forte mas controlado',
      '- 5m 55%',
      '',
      'Desaquecimento',
      '- 10m 50%',
    ),
  },
  {
    slug: 'tempo-fc',
    name: 'Tempo pela frequência cardíaca',
    category: 'tempo',
    purpose:
      'Dois blocos de 20 minutos na zona de tempo de Friel, para quem treina pela FC. A frequência demora a subir: não force nos primeiros minutos de cada bloco.',
    text: lines(
      'Aquecimento',
      '- 15m ramp 65-85% FTHR',
      '',
      'Tempo 2x',
      '- 20m 90-93% FTHR Firme: frases curtas, não conversa',
      '- 5m 75% FTHR',
      '',
      'Desaquecimento',
      '- 10m 70% FTHR',
    ),
  },
  {
    slug: 'sweet-spot-3x10',
    name: 'Sweet spot 3 × 10 min',
    category: 'sweet-spot',
    purpose:
      'Três blocos de 10 minutos a 88–94 % do FTP: o melhor retorno em FTP pelo cansaço que custa. Uma ou duas vezes por semana na fase de base.',
    text: lines(
      'Aquecimento',
      '- 10m ramp 45-70%',
      '- 5m 75% 95-105rpm Giro rápido',
      '',
      'Sweet spot 3x',
      '- 10m 88-94% Constante, sem picos',
      '- 5m 55%',
      '',
      'Desaquecimento',
      '- 10m ramp 60-45%',
    ),
  },
  {
    slug: 'limiar-2x20',
    name: 'Limiar 2 × 20 min',
    category: 'threshold',
    purpose:
      'O clássico para subir o FTP: dois blocos de 20 minutos no limiar, o ritmo que você sustentaria por uma hora. Faça descansado, no máximo uma vez por semana.',
    text: lines(
      'Aquecimento',
      '- 10m ramp 45-70%',
      '- 3m 90%',
      '- 2m 55%',
      '',
      'Limiar 2x',
      '- 20m 95-100% Ritmo de uma hora: duro, mas constante',
      '- 5m 55%',
      '',
      'Desaquecimento',
      '- 10m ramp 60-45%',
    ),
  },
  {
    slug: 'vo2max-5x3',
    name: 'VO2máx 5 × 3 min',
    category: 'vo2max',
    purpose:
      'Cinco tiros de 3 minutos acima do limiar elevam o teto aeróbico, o que decide as subidas curtas e as retomadas. Só com as pernas descansadas.',
    text: lines(
      'Aquecimento',
      '- 10m ramp 45-70%',
      '- 1m 100%',
      '- 4m 55%',
      '',
      'VO2máx 5x',
      '- 3m 110-120% 95-105rpm Forte desde o início',
      '- 3m 50%',
      '',
      'Resistência',
      '- 10m 65%',
      '',
      'Desaquecimento',
      '- 10m ramp 55-40%',
    ),
  },
  {
    slug: 'over-under-3x9',
    name: 'Over-unders 3 × 9 min',
    category: 'over-under',
    purpose:
      'Alterna um pouco abaixo e um pouco acima do limiar: ensina o corpo a limpar o lactato sem parar, como depois de um ataque ou de um trecho técnico. Para a fase específica.',
    text: lines(
      'Aquecimento',
      '- 10m ramp 45-70%',
      '- 3m 85%',
      '- 2m 55%',
      '',
      'Over-unders 3x',
      '- 2m 92% Under: logo abaixo do limiar',
      '- 1m 105% Over: acima do limiar, sem sprintar',
      '- 2m 92%',
      '- 1m 105%',
      '- 2m 92%',
      '- 1m 105%',
      '- 5m 50%',
      '',
      'Desaquecimento',
      '- 10m ramp 60-45%',
    ),
  },
  {
    slug: 'sprints-8x15s',
    name: 'Sprints 8 × 15 s',
    category: 'sprints',
    purpose:
      'Oito sprints curtos e máximos com recuperação longa: potência de arrancada para sair de curvas e vencer rampas. Cada sprint precisa ser com tudo, por isso o descanso é longo.',
    text: lines(
      'Aquecimento',
      '- 15m ramp 45-70%',
      '- 10s 150% 110rpm Aceleração de teste',
      '- 4m50s 55%',
      '',
      'Sprints 8x',
      '- 15s 200% 110-120rpm Em pé, com tudo',
      '- 4m45s 50% Giro leve',
      '',
      'Resistência',
      '- 10m 65%',
      '',
      'Desaquecimento',
      '- 10m ramp 55-40%',
    ),
  },
  {
    slug: 'subidas-curtas',
    name: 'Subidas curtas',
    category: 'mtb',
    purpose:
      'Repetições de 1 minuto acima do limiar em cadência baixa, como as rampas curtas e íngremes da trilha: força no pedal e resistência ao esforço repetido.',
    text: lines(
      'Aquecimento',
      '- 15m ramp 45-75%',
      '',
      'Subidas curtas 8x',
      '- 1m 120-130% 60-70rpm Sentado, força no pedal',
      '- 2m 50% Desça girando leve',
      '',
      'Resistência',
      '- 10m 65-75%',
      '',
      'Desaquecimento',
      '- 10m 50%',
    ),
  },
  {
    slug: 'subidas-longas-limiar',
    name: 'Subidas longas no limiar',
    category: 'mtb',
    purpose:
      'Três subidas de 12 minutos no limiar com cadência de escalada: o esforço das serras longas de maratona e XCM. Uma vez por semana na fase específica.',
    text: lines(
      'Aquecimento',
      '- 15m ramp 45-75%',
      '',
      'Subidas longas 3x',
      '- 12m 95-100% 70-80rpm Sentado e constante, como numa serra',
      '- 6m 55%',
      '',
      'Desaquecimento',
      '- 10m 50%',
    ),
  },
  {
    slug: 'subidas-longas-fc',
    name: 'Subidas longas pela frequência cardíaca',
    category: 'mtb',
    purpose:
      'As subidas longas para quem treina pela FC: três blocos de 12 minutos logo abaixo do limiar cardíaco. A FC sobe devagar: acerte o ritmo pela respiração no começo.',
    text: lines(
      'Aquecimento',
      '- 15m ramp 65-85% FTHR',
      '',
      'Subidas longas 3x',
      '- 12m 94-99% FTHR 70-80rpm Não persiga a FC nos primeiros minutos',
      '- 6m 75% FTHR',
      '',
      'Desaquecimento',
      '- 10m 70% FTHR',
    ),
  },
  {
    slug: 'recuperacao-ativa',
    name: 'Recuperação ativa',
    category: 'recovery',
    purpose:
      'Giro bem leve pela frequência cardíaca, no dia seguinte a um treino duro ou a uma prova: ajuda a recuperar melhor do que ficar parado.',
    text: lines(
      'Aquecimento',
      '- 5m ramp 60-70% FTHR',
      '',
      'Giro leve',
      '- 35m 70-78% FTHR 90-100rpm Pernas soltas, sem força',
      '',
      'Desaquecimento',
      '- 5m 65% FTHR',
    ),
  },
]

function read(entry: Entry): LibraryWorkout {
  // library.test.ts asserts that every text reads without an error.
  return { ...entry, items: parseWorkoutText(entry.text).items }
}

export const LIBRARY_WORKOUTS: readonly LibraryWorkout[] = ENTRIES.map(read)

export function libraryWorkout(slug: string): LibraryWorkout | undefined {
  return LIBRARY_WORKOUTS.find((workout) => workout.slug === slug)
}

/** pt-BR names of the categories, in the library's order. */
export const WORKOUT_CATEGORIES: readonly { id: WorkoutCategory; name: string }[] = [
  { id: 'endurance', name: 'Resistência' },
  { id: 'tempo', name: 'Tempo' },
  { id: 'sweet-spot', name: 'Sweet spot' },
  { id: 'threshold', name: 'Limiar' },
  { id: 'vo2max', name: 'VO2máx' },
  { id: 'over-under', name: 'Over-unders' },
  { id: 'sprints', name: 'Sprints' },
  { id: 'mtb', name: 'Mountain bike' },
  { id: 'recovery', name: 'Recuperação' },
]

export const categoryName = (id: WorkoutCategory): string =>
  WORKOUT_CATEGORIES.find((category) => category.id === id)?.name ?? id
