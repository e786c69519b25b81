import { useState, useSyncExternalStore } from 'react'
import { readString, writeString } from '../../lib/storage'
import { Icon } from '../../ui/icons'
import { usePwaStore } from './pwa-store'
import { useOnline } from '../../lib/use-online'

const subscribeNothing = () => () => {}

/** iOS Safari has no install prompt: riders add the app from the share sheet. */
function isIosSafariTab(): boolean {
  const { userAgent } = navigator
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS/.test(userAgent) && !standalone
}

const BAR =
  'mx-auto flex max-w-3xl items-center justify-between gap-3 rounded-2xl border px-4 py-2.5 text-sm shadow-xl'

/** The offline notice, the update prompt and the install invitation, above the mobile bar. */
export default function PwaBanners() {
  const online = useOnline()
  const updateReady = usePwaStore((state) => state.updateReady)
  const applyUpdate = usePwaStore((state) => state.applyUpdate)
  const installPrompt = usePwaStore((state) => state.installPrompt)
  const iosHint = useSyncExternalStore(subscribeNothing, isIosSafariTab, () => false)

  return (
    <div
      className="pointer-events-none fixed inset-x-3 bottom-20 z-40 flex flex-col gap-2 md:bottom-4"
      data-no-print
    >
      {!online && (
        <div
          role="status"
          className={`${BAR} pointer-events-auto border-amber-400/40 bg-zinc-900 text-amber-100`}
        >
          <span className="flex items-center gap-2">
            <Icon name="wifiOff" size={18} />
            Você está offline
          </span>
          <span className="text-xs text-zinc-300">As calculadoras continuam funcionando.</span>
        </div>
      )}
      {updateReady && (
        <div
          role="status"
          className={`${BAR} pointer-events-auto border-brand-500/50 bg-zinc-900 text-zinc-100`}
        >
          <span>Nova versão disponível</span>
          <button
            type="button"
            onClick={applyUpdate}
            className="min-h-11 rounded-xl bg-brand-500 px-4 font-semibold text-zinc-950 hover:bg-brand-400"
          >
            Atualizar
          </button>
        </div>
      )}
      {installPrompt && (
        <div className={`${BAR} pointer-events-auto border-zinc-700 bg-zinc-900 text-zinc-100`}>
          <span>Use o Bora Pedalar como app, até sem internet.</span>
          <button
            type="button"
            onClick={() => {
              void installPrompt.prompt()
              usePwaStore.setState({ installPrompt: null })
            }}
            className="min-h-11 rounded-xl border border-zinc-600 px-4 font-semibold hover:bg-zinc-800"
          >
            Instalar app
          </button>
        </div>
      )}
      {iosHint && !installPrompt && <IosInstallHint />}
    </div>
  )
}

const IOS_HINT_KEY = 'bp:ios-install-hint'

function IosInstallHint() {
  const [hidden, setHidden] = useState(() => readString(IOS_HINT_KEY) === 'hidden')
  if (hidden) return null
  return (
    <div className={`${BAR} pointer-events-auto border-zinc-700 bg-zinc-900 text-zinc-200`}>
      <p>Para instalar no iPhone: toque em Compartilhar → Adicionar à Tela de Início.</p>
      <button
        type="button"
        aria-label="Fechar dica de instalação"
        onClick={() => {
          writeString(IOS_HINT_KEY, 'hidden')
          setHidden(true)
        }}
        className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-zinc-800"
      >
        <Icon name="x" size={18} />
      </button>
    </div>
  )
}
