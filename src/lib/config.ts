/**
 * Build-time configuration (Vite `VITE_*` variables). Only public values belong here: everything
 * read from `import.meta.env` ends up in the bundle.
 */
const env = import.meta.env

/** The Supabase CLI's local-development URL and anon key: the local twin answers to both. */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export const config = {
  supabaseUrl: optional(env.VITE_SUPABASE_URL) ?? LOCAL_SUPABASE_URL,
  supabaseAnonKey: optional(env.VITE_SUPABASE_ANON_KEY) ?? LOCAL_ANON_KEY,
  blogApiUrl: optional(env.VITE_BLOG_API_URL),
  ga4Id: optional(env.VITE_GA4_ID),
  metaPixelId: optional(env.VITE_META_PIXEL_ID),
} as const
