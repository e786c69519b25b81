import type { ManifestOptions } from 'vite-plugin-pwa'
import { RIDE_ANALYSIS_PATH, SHARED_RIDE_FIELD } from '../src/lib/shared-ride.ts'

const DARK = '#09090b'

const RIDE_TYPES = {
  'application/vnd.ant.fit': ['.fit'],
  'application/octet-stream': ['.fit'],
  'application/gpx+xml': ['.gpx'],
  'application/vnd.garmin.tcx+xml': ['.tcx'],
}

/** The web app manifest: installable, standalone, dark, in Brazilian Portuguese. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Bora Pedalar',
  short_name: 'Bora Pedalar',
  description:
    'Calculadoras de treino para ciclistas (FC, FTP, IMC, calorias, pneus e suspensão), vídeos e blog — funciona sem internet.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: DARK,
  background_color: DARK,
  categories: ['sports', 'health', 'fitness'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Calculadoras',
      url: '/calculadoras',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'FTP',
      url: '/calculadoras/calcular-FTP',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Frequência cardíaca',
      url: '/calculadoras/frequencia-cardiaca-e-zonas-de-treinamento',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  // Desktop "Open with" for ride files, and Android's share sheet sending one into the installed
  // app: the service worker receives that POST (sw/sw.ts), offline too.
  file_handlers: [{ action: RIDE_ANALYSIS_PATH, accept: RIDE_TYPES }],
  share_target: {
    action: RIDE_ANALYSIS_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      files: [
        {
          name: SHARED_RIDE_FIELD,
          accept: [...new Set(Object.values(RIDE_TYPES).flat()), ...Object.keys(RIDE_TYPES)],
        },
      ],
    },
  },
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Calculadoras no celular',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Bora Pedalar no computador',
    },
  ],
}
