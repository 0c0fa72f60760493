import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/env';
import { DEMO_ADMIN } from './db/seed/demo-catalogue';
import { smsStartWarnings } from './lib/sms-sender';
import { startServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;
const PAYMENTS_BANNER = {
  paystack: 'Paystack',
  sandbox: 'Paystack sandbox (test payments only)',
  none: 'none: set PAYSTACK_SECRET_KEY (the sandbox runs on a loopback PUBLIC_URL only)',
} as const;

async function main() {
  // A local .env file, when present, fills what the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const running = await startServer(config);
  const { logger } = running.ctx;
  const site = config.publicUrl;
  logger.info({ url: site }, 'server started');
  console.log(
    [
      '',
      `  ${config.site.productName} is running on ${site}`,
      `  Website:         ${site}/`,
      `  Control centre:  ${site}/control/center/auth/login`,
      `  API:             ${site}/api/v1`,
      `  API docs:        ${site}/api/docs`,
      `  Database:        ${running.ctx.database.kind === 'pglite' ? `embedded PGlite (${config.database.pgliteDir})` : 'PostgreSQL server'}`,
      `  Payments:        ${PAYMENTS_BANNER[config.paystack.mode]}`,
      ...smsStartWarnings(config.sms.provider),
      ...(config.placeholderSiteLinks.length
        ? [
            `  Warning:         placeholder links still in use (${config.placeholderSiteLinks.join(', ')}): set them to the real store, blog and social pages`,
          ]
        : []),
      ...(config.isProduction || config.firstAdmin.password !== DEMO_ADMIN.password
        ? []
        : [
            `  Demo admin:      ${config.firstAdmin.email} / ${config.firstAdmin.password} / access code ${config.firstAdmin.accessCode}`,
          ]),
      '',
    ].join('\n'),
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    running
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
