/**
 * Everything production insists on at start besides the database, the public URL and the secrets (the first admin,
 * the SMS provider, the liveness provider), for tests that start a production configuration.
 */
export const PRODUCTION_PROVIDERS = {
  // A published pair for tests only (decision 0167); production takes its own.
  VAPID_PUBLIC_KEY: 'BPwx-ECojWLe3ISliRYbOgBmvCmHrCrG9QHA3QZb9J6IhYHNJMduD2GEwKnQtI5WQXhsUs74AWRagIpdEYo4gEw',
  VAPID_PRIVATE_KEY: 'xmX9ACuJH_t7Aqu41yeMB6NFXJ3NOKJL-9NHduhKoMY',
  ADMIN_PASSWORD: 'Owner-Only-Pass-1',
  ADMIN_ACCESS_CODE: '97531',
  SMS_PROVIDER: 'termii',
  SMS_API_KEY: 'k',
  SMS_SENDER_ID: 'Blynd',
  LIVENESS_PROVIDER: 'rekognition',
  AWS_REGION: 'eu-west-1',
  CHILD_SAFETY_CONTACT: 'Child Safety Lead <childsafety@blynd.example>',
  CONTACT_HASH_KEY: 'Vb8Qe2Tn6Wy4Ra0Kx9Mz3Lp7Hs5Jd1Fc-Ug-t4',
};

/** A whole production configuration that starts: the database, the public URL, live secrets and the providers. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Kq3v9Zt2Lw8Rb5Nx1Hc7Mf4Pj6Ds0Ya-Ge',
  DATABASE_URL: 'postgres://db/blynd',
  PUBLIC_URL: 'https://blynd.app',
  PAYSTACK_SECRET_KEY: 'sk_live_abc123',
  ...PRODUCTION_PROVIDERS,
};

/** The production configuration with `keys` left out, for a test of what production says when they are missing. */
export function productionEnvWithout(...keys: (keyof typeof PRODUCTION_ENV)[]): Record<string, string> {
  return Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([key]) => !keys.includes(key as never)));
}
