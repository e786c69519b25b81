/**
 * The worker's runtime cache of the chunks the precache leaves out (sw/sw.ts); the page adds to
 * it too (lazy-chunks.ts). Its own module: the worker imports nothing of the page's.
 */
export const LAZY_CHUNKS_CACHE = 'lazy-chunks'
