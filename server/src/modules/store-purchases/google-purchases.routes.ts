import { Router, type Request } from 'express';
import { googlePurchaseSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { parse } from '../../middleware/validate';
import { clientIp } from '../../lib/rate-limit';
import { googleStoreOf, type GoogleStore } from './google-store';
import { verifyGooglePurchase, type GoogleRefusal } from './google-purchases.service';
import { handleGoogleNotification, pubsubPushSchema } from './google-notifications.service';
import { storePurchaseResult } from './store-settlement.service';

const MINUTE = 60 * 1000;

export const GOOGLE_NOT_CONFIGURED = 'Google Play purchases are not available';
export const GOOGLE_UNREACHABLE = 'Google Play could not be reached. Please try again.';

/** The member's answer to each way a Google purchase credits nothing (decision 0159). */
export const GOOGLE_REFUSALS: Record<GoogleRefusal, { code: ErrorCode; message: string }> = {
  'unknown-product': { code: 'BAD_REQUEST', message: 'This product is not sold in the app' },
  'other-package': { code: 'BAD_REQUEST', message: 'This purchase was made in another app' },
  'other-product': { code: 'BAD_REQUEST', message: 'This purchase is for another product' },
  'unknown-token': { code: 'BAD_REQUEST', message: 'Google Play does not know this purchase' },
  'not-paid': { code: 'CONFLICT', message: 'This purchase is not complete: it is pending, expired or cancelled' },
  'test-purchase': { code: 'BAD_REQUEST', message: 'Test purchases are not accepted' },
  'other-member': { code: 'FORBIDDEN', message: 'This purchase belongs to another account' },
  refunded: { code: 'CONFLICT', message: 'This purchase was refunded' },
};

const configured = (ctx: AppContext): GoogleStore => {
  const google = googleStoreOf(ctx);
  if (!google) throw new AppError('SERVICE_UNAVAILABLE', GOOGLE_NOT_CONFIGURED);
  return google;
};

const memberKey = (req: Request) => String((req.res?.locals.member as { id?: string } | undefined)?.id);

/** POST /purchases/google (mounted under /api/v1/app): the app reports a Play Billing purchase. */
export function googlePurchaseRoutes(ctx: AppContext) {
  const router = Router();
  // Each call costs up to two Google calls; a member buys a few things a day, and an app retries a few times.
  const purchaseLimit = ctx.rateLimit({ name: 'google-purchase', windowMs: 10 * MINUTE, limit: 60, key: memberKey });
  router.post('/purchases/google', requireMember(ctx), purchaseLimit, async (req, res) => {
    const google = configured(ctx);
    const input = parse(googlePurchaseSchema, req.body);
    const outcome = await verifyGooglePurchase(ctx, google, memberPrincipal(res).id, input);
    if (outcome.kind === 'unavailable') throw new AppError('BAD_GATEWAY', GOOGLE_UNREACHABLE, outcome.reason);
    if (outcome.kind === 'refused') {
      const { code, message } = GOOGLE_REFUSALS[outcome.refusal];
      throw new AppError(code, message);
    }
    res.json(await storePurchaseResult(ctx, outcome.credit));
  });
  return router;
}

/**
 * POST /google (mounted under /api/v1/webhooks): Google Play's real-time developer notifications, pushed by
 * Pub/Sub. The push token is the only authentication (401 otherwise, and Pub/Sub retries: a real message is not
 * lost to a key rotation). Any 2xx acknowledges the message; only an unreachable Google answers 502, to be pushed
 * again.
 */
export function googleWebhookRoutes(ctx: AppContext) {
  const router = Router();
  // Refused tokens are someone guessing: few per address. Google's own pushes are never counted.
  const refusedLimit = ctx.rateLimit({
    name: 'google-webhook-refused',
    windowMs: 10 * MINUTE,
    limit: 30,
    key: clientIp,
    counts: (_req, res) => res.statusCode === 401,
  });
  router.post('/google', refusedLimit, async (req, res) => {
    const google = configured(ctx);
    const token = await google.verifyPushToken(req.headers.authorization);
    if (token.kind === 'invalid') throw new AppError('UNAUTHORIZED', 'Invalid push token', token.reason);
    const outcome = await handleGoogleNotification(ctx, google, parse(pubsubPushSchema, req.body));
    if (outcome.kind === 'malformed') throw new AppError('BAD_REQUEST', 'Not a Google Play developer notification');
    if (outcome.kind === 'unavailable') throw new AppError('BAD_GATEWAY', GOOGLE_UNREACHABLE, outcome.reason);
    res.json({ received: true, outcome: outcome.kind });
  });
  return router;
}
