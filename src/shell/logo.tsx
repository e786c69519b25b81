import { SITE_NAME } from '../lib/site'

/** The wordmark: a wheel-and-trail mark beside the name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <circle
          cx="17"
          cy="17"
          r="15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          className="text-brand-400"
        />
        <path
          d="M6 22c4-6 7-9 11-9s6 4 11 2"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          className="text-zinc-50"
        />
        <circle cx="17" cy="17" r="2.5" className="fill-brand-400" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-zinc-50">{SITE_NAME}</span>
    </span>
  )
}
