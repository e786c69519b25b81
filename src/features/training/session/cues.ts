/** The step-change cues: three short beeps (the last one higher) and a buzz where there is one. */
let context: AudioContext | undefined

/** Browsers start audio only after a tap: the test's 'Iniciar' tap calls this first. */
export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return
  context ??= new AudioContext()
  void context.resume().catch(() => undefined)
}

export function beep(last: boolean): void {
  if (!context || context.state !== 'running') return
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.frequency.value = last ? 1320 : 880
  gain.gain.setValueAtTime(0.25, context.currentTime)
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.18)
  oscillator.connect(gain).connect(context.destination)
  oscillator.start()
  oscillator.stop(context.currentTime + 0.2)
}

export function vibrate(): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(300)
}
