import { Router, type Request } from 'express';
import { applePurchaseSchema } from '@blynd/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { clientIp } from '../../lib/rate-limit';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { parse } from '../../middleware/validate';
import { appleStoreOf, type AppleStore } from './apple-store';
import { handleAppleNotification, verifyApplePurchase, type ApplePurchaseRefusal } from './apple-purchases.service';
import { storePurchaseResult } from './store-settlement.service';

const MINUTE = 60 * 1000;

export const APPLE_NOT_CONFIGURED = 'App Store purchases are not available';
export const APPLE_UNREACHABLE = 'The App Store could not be reached. Please try again.';

/** The member's answer to each way an App Store purchase credits nothing (decision 0144). */
export const APPLE_REFUSALS: Record<ApplePurchaseRefusal, { code: ErrorCode; message: string }> = {
  'not-verified': { code: 'BAD_REQUEST', message: 'This purchase could not be verified with the App Store' },
  'other-app': { code: 'BAD_REQUEST', message: 'This purchase was made in another app' },
  'other-environment': {
    code: 'BAD_REQUEST',
    message: 'This purchase was made in another App Store environment (a sandbox purchase is not accepted here)',
  },
  incomplete: { code: 'BAD_REQUEST', message: 'This purchase could not be verified with the App Store' },
  'unknown-product': { code: 'BAD_REQUEST', message: 'This product is not sold in the app' },
  'other-member': { code: 'FORBIDDEN', message: 'This purchase belongs to another account' },
  refunded: { code: 'CONFLICT', message: 'This purchase was refunded' },
  expired: { code: 'CONFLICT', message: 'This subscription period has already ended' },
};

const configured = (ctx: AppContext): AppleStore => {
  const apple = appleStoreOf(ctx);
  if (!apple) throw new AppError('SERVICE_UNAVAILABLE', APPLE_NOT_CONFIGURED);
  return apple;
};

const memberKey = (req: Request) => String((req.res?.locals.member as { id?: string } | undefined)?.id);

/** POST /purchases/apple (mounted under /api/v1/app): the app reports a StoreKit 2 purchase. */
export function applePurchaseRoutes(ctx: AppContext) {
  const router = Router();
  // A member buys a few things a day and the app retries unfinished transactions at every start: generous, but a
  // limit, since each call verifies a signature chain.
  const purchaseLimit = ctx.rateLimit({ name: 'apple-purchase', windowMs: 10 * MINUTE, limit: 60, key: memberKey });
  router.post('/purchases/apple', requireMember(ctx), purchaseLimit, async (req, res) => {
    const apple = configured(ctx);
    const { signedTransaction } = parse(applePurchaseSchema, req.body);
    const outcome = await verifyApplePurchase(ctx, apple, memberPrincipal(res).id, signedTransaction);
    if (outcome.kind === 'unavailable') throw new AppError('BAD_GATEWAY', APPLE_UNREACHABLE, outcome.reason);
    if (outcome.kind === 'refused') {
      const { code, message } = APPLE_REFUSALS[outcome.refusal];
      throw new AppError(code, message, outcome.reason);
    }
    res.json(await storePurchaseResult(ctx, outcome.credit));
  });
  return router;
}

/** App Store Server Notifications V2 post `{ signedPayload }`. */
export const appleNotificationBodySchema = z.object({
  signedPayload: z.string({ error: 'signedPayload is required' }).min(1).max(100_000),
});

/**
 * POST /apple (mounted under /api/v1/webhooks): App Store Server Notifications V2. The payload's signature (a chain
 * to the configured root, this app, this environment) is the only authentication: a payload that fails it is
 * refused (400) and never acted on. Any 200 tells Apple to stop retrying; an unreachable revocation check answers
 * 502, so Apple sends it again.
 */
export function appleWebhookRoutes(ctx: AppContext) {
  const router = Router();
  // Refused payloads are someone guessing or replaying another app's: few per address. Apple's own never count.
  const refusedLimit = ctx.rateLimit({
    name: 'apple-webhook-refused',
    windowMs: 10 * MINUTE,
    limit: 30,
    key: clientIp,
    counts: (_req, res) => res.statusCode === 400,
  });
  router.post('/apple', refusedLimit, async (req, res) => {
    const apple = configured(ctx);
    const { signedPayload } = parse(appleNotificationBodySchema, req.body);
    const outcome = await handleAppleNotification(ctx, apple, signedPayload);
    if (outcome.kind === 'unavailable') throw new AppError('BAD_GATEWAY', APPLE_UNREACHABLE, outcome.reason);
    if (outcome.kind === 'not-verified')
      throw new AppError('BAD_REQUEST', 'Not a notification signed by the App Store for this app', outcome.reason);
    res.json({ received: true, outcome: outcome.kind });
  });
  return router;
}
