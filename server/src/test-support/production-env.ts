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
