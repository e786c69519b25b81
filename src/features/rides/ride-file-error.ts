/**
 * Why a ride file could not be read, each with the pt-BR message the screen shows. The parsers run
 * in a worker: they throw `RideFileError`, the worker posts its `code`, the screen shows `message`.
 */
export const RIDE_FILE_MESSAGES = {
  'too-large': 'Arquivo grande demais: o limite é de 50 MB.',
  empty: 'O arquivo está vazio.',
  unknown: 'Não reconhecemos este arquivo. Escolha um arquivo .fit, .gpx ou .tcx.',
  doctype:
    'Este arquivo traz uma declaração DOCTYPE, que não lemos por segurança. Exporte o pedal de novo do seu aplicativo.',
  'bad-xml': 'O arquivo está danificado: o XML não pôde ser lido.',
  damaged: 'O arquivo está danificado e não pôde ser lido.',
  'no-points': 'O arquivo não tem pontos de gravação com horário.',
  'too-short': 'O pedal é curto demais para analisar: grave pelo menos 1 minuto.',
  'too-long':
    'Este arquivo cobre mais de 7 dias entre o primeiro e o último registro; a análise aceita pedais de até 7 dias.',
} as const

export type RideFileErrorCode = keyof typeof RIDE_FILE_MESSAGES

export class RideFileError extends Error {
  constructor(readonly code: RideFileErrorCode) {
    super(RIDE_FILE_MESSAGES[code])
    this.name = 'RideFileError'
  }
}

/** Files larger than this are refused before they are read. */
export const MAX_RIDE_FILE_BYTES = 50 * 1024 * 1024
