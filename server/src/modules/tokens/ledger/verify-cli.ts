import { existsSync } from 'node:fs';
import { loadConfig } from '../../../config/env';
import { closeContext, createContext } from '../../../context';
import { verifyLedger } from './verify-ledger';

/**
 * `npm run tokens:verify` (compiled: `node server/dist/modules/tokens/ledger/verify-cli.js`): checks that
 * every token account equals the sum of its entries, the ledger sums to zero and every hold belongs to a live
 * auction's leading bid; exit code 2 when not.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const ctx = await createContext(loadConfig());
  try {
    const verdict = await verifyLedger(ctx);
    console.log(
      `Checked ${verdict.accounts} account(s) and ${verdict.entries} entr${verdict.entries === 1 ? 'y' : 'ies'}: ledger total ${verdict.total}, ${verdict.drifted.length} account(s) drifted, ${verdict.unbalancedPostings.length} posting(s) unbalanced, ${verdict.strayHolds.length} held account(s) with holds no live auction accounts for.`,
    );
    for (const stray of verdict.strayHolds)
      console.log(
        `  held account ${stray.accountId} (${stray.memberId ? `member ${stray.memberId}` : 'member deleted'}): ${stray.held} held, ${stray.expected} expected${stray.holds.map((h) => `; ${h.key} on ${h.auctionId}: ${h.amount} (${h.why})`).join('')}`,
      );
    if (!verdict.ok) process.exitCode = 2;
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
