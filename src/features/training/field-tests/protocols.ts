/**
 * The guided field tests as data: a protocol is a list of timed steps, and the ramp ends with an
 * open-ended run of one-minute steps. Screens, the player and the ERG commands all read these.
 */
import { TRAINING_PATH } from '../frame'

export type FieldTestId = 'ftp-20' | 'ramp' | 'fthr-30'

/**
 * What a step asks of the rider. 'easy', 'fast-pedalling' and the ramp's steps hand an ERG trainer
 * a power (timeline.ts); 'all-out' and 'threshold' leave the effort to the rider.
 */
export type StepEffort =
  | { kind: 'easy' }
  | { kind: 'fast-pedalling' }
  | { kind: 'all-out' }
  | { kind: 'threshold' }
  | { kind: 'ramp-step' }

export interface ProtocolStep {
  name: string
  seconds: number
  effort: StepEffort
  /** The block the result is measured on. */
  measured?: true
}

/** The ramp's open-ended part: one-minute steps rising until the rider stops. */
export interface RampSteps {
  stepSeconds: number
  /** Without a known FTP. */
  startWatts: number
  riseWatts: number
  /** With a known FTP: start at this fraction of it, rise by that fraction, rounded to 5 W. */
  startFractionOfFtp: number
  riseFractionOfFtp: number
  roundToWatts: number
  /** The test ends when power stays under this fraction of the target this long, after step one. */
  quitFraction: number
  quitSeconds: number
}

export interface FieldTestProtocol {
  id: FieldTestId
  slug: string
  title: string
  /** One line for the section's list. */
  summary: string
  /** Who proposed it, as the page credits it. */
  source: string
  steps: readonly ProtocolStep[]
  ramp?: RampSteps
  /** What is measured, for the pages and the result. */
  measures: 'ftp' | 'fthr'
}

const minutes = (n: number) => n * 60

const EASY: StepEffort = { kind: 'easy' }

export const FTP_20_TEST: FieldTestProtocol = {
  id: 'ftp-20',
  slug: 'teste-ftp-20-minutos',
  title: 'Teste de FTP de 20 minutos',
  summary: '20 minutos no máximo que você sustenta: seu FTP é 95 % da potência média.',
  source: 'Hunter Allen e Andrew Coggan, Training and Racing with a Power Meter',
  measures: 'ftp',
  steps: [
    { name: 'Aquecimento', seconds: minutes(10), effort: EASY },
    { name: 'Giro rápido 1', seconds: minutes(1), effort: { kind: 'fast-pedalling' } },
    { name: 'Recuperação', seconds: minutes(1), effort: EASY },
    { name: 'Giro rápido 2', seconds: minutes(1), effort: { kind: 'fast-pedalling' } },
    { name: 'Recuperação', seconds: minutes(1), effort: EASY },
    { name: 'Giro rápido 3', seconds: minutes(1), effort: { kind: 'fast-pedalling' } },
    { name: 'Aquecimento final', seconds: minutes(5), effort: EASY },
    { name: '5 minutos no máximo', seconds: minutes(5), effort: { kind: 'all-out' } },
    { name: 'Pedal leve', seconds: minutes(10), effort: EASY },
    {
      name: '20 minutos no máximo sustentável',
      seconds: minutes(20),
      effort: { kind: 'threshold' },
      measured: true,
    },
    { name: 'Desaquecimento', seconds: minutes(10), effort: EASY },
  ],
}

export const RAMP_TEST: FieldTestProtocol = {
  id: 'ramp',
  slug: 'teste-rampa',
  title: 'Teste de Rampa',
  summary:
    'Degraus de 1 minuto cada vez mais fortes até você parar: seu FTP é 75 % do melhor minuto.',
  source: 'o teste de rampa como o TrainerRoad e o Zwift o aplicam',
  measures: 'ftp',
  steps: [{ name: 'Aquecimento', seconds: minutes(5), effort: EASY }],
  ramp: {
    stepSeconds: 60,
    startWatts: 100,
    riseWatts: 20,
    startFractionOfFtp: 0.5,
    riseFractionOfFtp: 0.06,
    roundToWatts: 5,
    quitFraction: 0.5,
    quitSeconds: 10,
  },
}

export const FTHR_30_TEST: FieldTestProtocol = {
  id: 'fthr-30',
  slug: 'teste-fthr-30-minutos',
  title: 'Teste de FTHR de 30 minutos',
  summary: '30 minutos sozinho no maior esforço sustentável: seu FTHR é a média dos últimos 20.',
  source: 'Joe Friel, The Cyclist’s Training Bible',
  measures: 'fthr',
  steps: [
    { name: 'Aquecimento', seconds: minutes(10), effort: EASY },
    {
      name: '30 minutos no maior esforço sustentável',
      seconds: minutes(30),
      effort: { kind: 'threshold' },
      measured: true,
    },
    { name: 'Desaquecimento', seconds: minutes(10), effort: EASY },
  ],
}

export const FIELD_TESTS: readonly FieldTestProtocol[] = [FTP_20_TEST, RAMP_TEST, FTHR_30_TEST]

export const fieldTestPath = (test: FieldTestProtocol) => `${TRAINING_PATH}/${test.slug}`
