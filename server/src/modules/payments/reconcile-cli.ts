import { existsSync } from 'node:fs';
import { loadConfig } from '../../config/env';
import { closeContext, createContext } from '../../context';
import { reconcilePendingPayments } from './reconcile';

/**
 * `npm run payments:reconcile` (compiled: `node server/dist/modules/payments/reconcile-cli.js`, as in the
 * production image): re-verifies payments pending for more than 15 minutes, then exits.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const ctx = await createContext(loadConfig());
  try {
    const report = await reconcilePendingPayments(ctx);
    if (report.skipped) return console.log('Another instance is reconciling payments right now; nothing done.');
    console.log(
      `Checked ${report.checked} payment(s): ${report.activated} activated, ${report.notPaid} not paid, ${report.failed} could not be checked.`,
    );
    if (report.failed > 0) process.exitCode = 2;
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
