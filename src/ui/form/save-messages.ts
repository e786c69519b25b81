/** Spec 02 §8: the toasts after an automatic save (signed-in riders only). */
export interface SaveToasts {
  success: readonly [title: string, description: string]
  failure: readonly [title: string, description: string]
}

export const SAVE_FAILED = 'Não foi possível salvar seus dados. Tente novamente.'

export const DEFAULT_TOASTS: SaveToasts = {
  success: ['Sucesso', 'Dados salvos com sucesso no seu dashboard.'],
  failure: ['Erro', SAVE_FAILED],
}

export const FTP_TOASTS: SaveToasts = {
  success: ['Dados salvos', 'Seus dados de FTP foram salvos com sucesso.'],
  failure: ['Erro ao salvar', SAVE_FAILED],
}

export function fthrToasts(fthr: number): SaveToasts {
  return {
    success: ['FTHR salvo', `Seu FTHR de ${fthr} bpm foi salvo com sucesso.`],
    failure: ['Erro', SAVE_FAILED],
  }
}
