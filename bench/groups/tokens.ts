import { log, RUNS, startGroup } from '../lib/bench-env';
import type { MemberSessions } from '../lib/member-sessions';
import {
  auctionVerdict,
  BID_STEP,
  BID_TARGET_MS,
  BIDDER_TOKENS,
  HOT_AUCTION,
  measureHotAuction,
  measureMe,
  measureTokenReads,
  timeLedgerCheck,
  type TokenSubjects,
} from '../lib/tokens';
import type { GroupContext } from './context';

/** BENCH_ONLY=tokens (PostgreSQL): bids on one hot auction and the step-up, balance and history reads, the ledger check. */
export async function measureTokensGroup(
  ctx: GroupContext,
  tokenSubjects: TokenSubjects,
  tokenSessions: MemberSessions,
) {
  const { server, db, results, notes, check } = ctx;
  await startGroup('tokens', 'tokens and auctions');
  const { realistic, long, bidders } = tokenSubjects;
  await measureMe(server.url, tokenSessions, realistic, 50); // warms the fresh server up (JIT, pool); not kept
  const meBefore = await measureMe(server.url, tokenSessions, realistic, RUNS);
  log('  balance and history reads');
  const reads = await measureTokenReads(server.url, tokenSessions, tokenSubjects, RUNS);
  log(`  bids on one hot auction at ${HOT_AUCTION.rate}/s, then the step-up`);
  const auction = await measureHotAuction(server.url, tokenSessions, db, bidders, log);
  const meAfter = await measureMe(server.url, tokenSessions, realistic, RUNS);
  log('  the ledger check (verifyLedger)');
  const ledger = await timeLedgerCheck(db.serverEnv.DATABASE_URL!);
  await db.close();
  results.tokens = {
    meBefore,
    meAfter,
    reads,
    auction,
    ledger,
    subjects: { ...tokenSubjects, bidders: bidders.length },
  };
  // The yardstick: GET /me p95, measured before and after the group (the machine's load moves during it).
  const me = (meBefore.p95 + meAfter.p95) / 2;
  const ms = (s: { p95: number; median: number; n: number }) =>
    `${s.p95} ms = ${(s.p95 / me).toFixed(2)} × GET /me (median ${s.median}, n=${s.n})`;
  check(
    'GET /me p95, before / after the tokens group (the yardstick of the ratios: their mean)',
    `${meBefore.p95} / ${meAfter.p95} ms (medians ${meBefore.median} / ${meAfter.median})`,
    '(no target)',
    null,
  );
  const hot = auction.hot;
  check(
    `POST /auctions/:id/bids, one hot auction at ${HOT_AUCTION.rate}/s offered, p95`,
    `${ms(hot.latency)}; after ${HOT_AUCTION.warmupSeconds} s at the same rate on another auction, not counted (p95 ${auction.warmup.latency.p95} ms); ${hot.achievedRate}/s sent, ${hot.accepted} accepted, ${hot.tooLow} too low, ${hot.errors} errors (${JSON.stringify(hot.statuses)}); the auction placed ${hot.placedPerSecond} bids/s until the last answer`,
    `< ${BID_TARGET_MS} ms, no errors`,
    hot.latency.p95 < BID_TARGET_MS && hot.errors === 0,
  );
  const steps = auction.steps.map(
    (s) => `${s.offeredRate}/s ${s.latency.p95} ms${s.errors ? ` ${s.errors} errors` : ''}`,
  );
  check(
    'Bids sustained on one auction (ceiling: p95 under target, no errors)',
    `${auction.ceiling}/s${auction.ceilingIsTheLastStep ? (auction.outOfBidders ? ' or more (the bidders who never bid ran out before the next step)' : ' or more (the last step)') : ''} (steps of ${auction.steps[0]?.seconds ?? 0} s, p95: ${steps.join('; ')})`,
    `≥ ${HOT_AUCTION.rate}/s`,
    auction.ceiling >= HOT_AUCTION.rate,
  );
  const alone = auction.alone;
  check(
    'POST /auctions/:id/bids, one at a time on one auction (each waits for the answer before)',
    `${ms(alone.latency)}; ${alone.achievedRate}/s, ${alone.errors} errors`,
    '(no target)',
    alone.errors === 0 ? null : false,
  );
  const verdict = auctionVerdict([hot, auction.warmup, alone, ...auction.steps]);
  check(
    'Every bench auction afterwards: one leader (the highest maximum), only its tokens held, the price rule',
    verdict.value,
    'all hold',
    verdict.ok,
  );
  if (hot.firstError) notes.push(`First bid error at ${HOT_AUCTION.rate}/s: ${hot.firstError}`);
  for (const [label, figure] of [
    ['GET /tokens (balance), realistic history', reads.balanceRealistic],
    ['GET /tokens/history, first page, realistic history', reads.historyRealistic],
    [
      `GET /tokens (balance), long history (${tokenSubjects.longPostings.toLocaleString('en')} postings)`,
      reads.balanceLong,
    ],
    [
      `GET /tokens/history, first page, long history (${tokenSubjects.longPostings.toLocaleString('en')} postings)`,
      reads.historyLong,
    ],
  ] as const)
    check(`${label} p95`, ms(figure), '< 10 ms', figure.p95 < 10);
  check(
    'Ledger check (verifyLedger, as npm run tokens:verify)',
    `${ledger.seconds} s for ${ledger.entries.toLocaleString('en')} entries (${ledger.entriesPerSecond.toLocaleString('en')} entries/s), ${ledger.accounts.toLocaleString('en')} accounts; total ${ledger.total}, ${ledger.drifted} drifted, ${ledger.unbalancedPostings} unbalanced`,
    'passes',
    ledger.ok,
  );
  notes.push(
    `Tokens: ${tokenSubjects.averageRealistic} postings on average for a realistic history (${realistic.length} members read, one call each), ${long.length} long histories of ${tokenSubjects.longPostings.toLocaleString('en')} postings read in turn; each bid from its own member with ${BIDDER_TOKENS.toLocaleString('en')} tokens, a maximum ${BID_STEP} above the bid sent before it, on a fresh auction per run.`,
  );
}
