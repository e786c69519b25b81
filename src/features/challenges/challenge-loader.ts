/**
 * The challenge route's loader: the challenge from the server, else the device's copy (opened
 * before, or in the list's copy); `kept` null when neither can be had. It runs in the browser only
 * (challenge pages are served the app shell) and writes the head's parts, so the route's own
 * definition, which sits in every page's entry, stays small.
 */
import type { Kept } from '../../lib/device-copy'
import type { PageMeta } from '../../lib/meta'
import { queryClient } from '../../lib/query-client'
import { challengeQueryOptions } from './challenges-query'
import { goalText, KIND_LABELS, windowText } from './format'
import type { Challenge } from './types'

const DESCRIPTION_LENGTH = 160

export interface ChallengePageData {
  kept: Kept<Challenge | null> | null
  head: PageMeta
}

/** 'Distância: 500 km. De 01/11/2026 a 30/11/2026. Some 500 km…', at most 160 characters. */
export function challengeDescription(challenge: Challenge): string {
  const lead = `${KIND_LABELS[challenge.kind]}: ${goalText(challenge.kind, challenge.goal)}. ${windowText(challenge)}.`
  const text = challenge.description.replace(/\s+/g, ' ').trim()
  const full = text ? `${lead} ${text}` : lead
  return full.length <= DESCRIPTION_LENGTH ? full : `${full.slice(0, DESCRIPTION_LENGTH - 1)}…`
}

export async function loadChallengeForPage(slug: string): Promise<ChallengePageData> {
  let kept: Kept<Challenge | null> | null = null
  try {
    kept = await queryClient.fetchQuery(challengeQueryOptions(slug))
  } catch {
    kept = null
  }
  const challenge = kept?.value
  const path = `/desafios/${encodeURIComponent(slug)}`
  return {
    kept,
    head: challenge
      ? { title: challenge.title, description: challengeDescription(challenge), path }
      : {
          title: kept === null ? 'Desafio indisponível' : 'Desafio não encontrado',
          noindex: true,
          path,
        },
  }
}
