import { loadConfig } from '../config/env';
import { startServer, type RunningServer } from '../server';
import { openTestDatabase } from './test-database';
import { freePort } from './free-port';

export type TestServer = RunningServer & { url: string };

/**
 * The real application listening on a free port over a fresh database with the demo data set,
 * sandbox payments pointed at itself, exactly as `npm start` runs it.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  // The port is only known after listening, so PUBLIC_URL is fixed up by reserving one first.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PGLITE_DIR: 'memory://',
    SEED_DEMO: 'true',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Uploads are screened by the server's own workers; a test that wants the models passes SCREENING_PROVIDER=local.
    SCREENING_PROVIDER: 'sandbox',
    ...env,
  });
  const running = await startServer(config, { database });
  return running;
}
