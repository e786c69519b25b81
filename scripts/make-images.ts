/**
 * Renders the PWA icons, the social-sharing image and the manifest screenshots with Debian's
 * Chromium. Run by hand when the brand or the screens change (`npx tsx scripts/make-images.ts`,
 * with the production build served on BASE_URL for the screenshots); the PNGs are committed.
 */
import { chromium } from 'playwright-core'

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173'
const MARK = (size: number, padding: number) => {
  const r = (size / 2 - padding) * 0.72
  const c = size / 2
  const stroke = Math.max(4, size * 0.07)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#09090b"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="#fb923c" stroke-width="${stroke}"/>
  <path d="M${c - r * 0.78} ${c + r * 0.45} C ${c - r * 0.35} ${c - r * 0.15}, ${c} ${c - r * 0.3}, ${c + r * 0.2} ${c - r * 0.05} S ${c + r * 0.55} ${c + r * 0.3}, ${c + r * 0.82} ${c + r * 0.1}" fill="none" stroke="#fafafa" stroke-width="${stroke}" stroke-linecap="round"/>
  <circle cx="${c}" cy="${c}" r="${stroke * 0.9}" fill="#fb923c"/>
</svg>`
}

const OG = `<html><body style="margin:0;width:1200px;height:630px;background:#09090b;font-family:system-ui,sans-serif;color:#fafafa;display:flex;align-items:center;gap:56px;padding:0 90px;box-sizing:border-box;background-image:radial-gradient(ellipse at top left,rgba(249,115,22,.35),transparent 60%)">
${MARK(260, 0).replace('<rect width="260" height="260" fill="#09090b"/>', '')}
<div><div style="font-size:84px;font-weight:800;letter-spacing:-2px">Bora Pedalar</div>
<div style="font-size:34px;color:#fdba74;margin-top:14px">Calculadoras de treino e vídeos de MTB</div>
<div style="font-size:28px;color:#d4d4d8;margin-top:22px">FC · FTP · IMC · Calorias · Pneus · Suspensão</div></div></body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

async function render(html: string, width: number, height: number, path: string) {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(
    html.startsWith('<html') ? html : `<html><body style="margin:0">${html}</body></html>`,
  )
  await page.screenshot({ path, omitBackground: false })
  await page.close()
}

await render(MARK(192, 8), 192, 192, 'public/icons/icon-192.png')
await render(MARK(512, 20), 512, 512, 'public/icons/icon-512.png')
// Maskable: the mark stays inside the 80 % safe zone.
await render(MARK(512, 72), 512, 512, 'public/icons/maskable-512.png')
await render(MARK(180, 8), 180, 180, 'public/icons/apple-touch-icon.png')
await render(OG, 1200, 630, 'public/og-image.png')

if (process.argv.includes('--screenshots')) {
  for (const [name, width, height, path] of [
    ['narrow', 390, 844, '/calculadoras/calcular-FTP'],
    ['wide', 1280, 800, '/calculadoras'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } })
    await page.goto(BASE_URL + path)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `public/screenshots/${name}.png` })
    await page.close()
  }
}
await browser.close()
