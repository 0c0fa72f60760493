// `npm start`: the embedded default asks for the SMS sandbox (codes readable at /api/v1/app/sandbox/sms/latest)
// unless the environment or .env names a provider or a database server (decision 0078).
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
if (!process.env.SMS_PROVIDER && !process.env.DATABASE_URL && process.env.NODE_ENV !== 'production')
  process.env.SMS_PROVIDER = 'sandbox';
await import('../server/dist/index.js');
