// The Supabase CLI's well-known local-development values (printed by `supabase start`). They are
// public and only ever valid against a local server; the app's config and the tests import them
// from here so that there is one copy.

/** Where `npm run dev`, `npm start` and the CLI (`tsx supabase/local/main.ts`) listen. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_SUPABASE_HOST = '127.0.0.1'
export const LOCAL_SUPABASE_PORT = 54321

/** HS256 secret that signs every key and access token of the local server. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** `{ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }` */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** `{ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }`: bypasses RLS; tests only. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The development accounts the local server always creates (supabase/seed.sql gives the roles). */
export const SEED_PASSWORD = 'pedalar123'
export const SEED_ACCOUNTS = [
  { email: 'admin@borapedalar.test', fullName: 'Admin Bora Pedalar', userType: 'admin' },
  {
    email: 'organizador@borapedalar.test',
    fullName: 'Organizador Bora Pedalar',
    userType: 'organizer',
  },
  { email: 'atleta@borapedalar.test', fullName: 'Atleta Bora Pedalar', userType: 'visitor' },
] as const
