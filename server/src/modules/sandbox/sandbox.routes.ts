import { timingSafeEqual } from 'node:crypto';
import axios from 'axios';
import express, { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { PAYSTACK_SIGNATURE_HEADER, signPaystackBody } from '../../lib/paystack-client';
import { bearerToken } from '../../lib/tokens';
import { CHECKOUT_CSS, checkoutMessagePage, checkoutPage } from './checkout-page';
import { createSandboxStore, transactionView, type SandboxTransaction } from './sandbox.store';

const initializeSchema = z.object({
  email: z.email(),
  // Paystack takes the amount in kobo, as a number or a numeric string.
  amount: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive()),
  currency: z.string().default('NGN'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9_.=-]{1,100}$/)
    .optional(),
  callback_url: z.url({ protocol: /^https?$/ }).optional(),
  metadata: z.unknown().optional(),
});

/** Paystack's error envelope. */
const refuse = (res: Response, status: number, message: string) => res.status(status).json({ status: false, message });

/**
 * A local Paystack (docs/domain-rules.md#payments): the two API endpoints the product calls, a hosted checkout page and
 * the signed charge.success webhook. Mounted at /sandbox/paystack outside production on a loopback PUBLIC_URL only
 * (decision 0126), so with no key the product runs exactly the code it runs against Paystack.
 */
export function sandboxRoutes(ctx: AppContext) {
  const router = Router();
  const store = createSandboxStore();
  const { secretKey, timeoutMs } = ctx.config.paystack;
  const webhookUrl = `${ctx.config.publicUrl}/api/v1/subscriptions/paystack-webhook`;

  const requireSecretKey: RequestHandler = (req, res, next) => {
    const given = Buffer.from(bearerToken(req.headers.authorization) ?? '');
    const expected = Buffer.from(secretKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse(res, 401, 'Invalid key');
    next();
  };

  router.post('/transaction/initialize', requireSecretKey, express.json({ limit: '100kb' }), (req, res) => {
    const parsed = initializeSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, `Invalid ${parsed.error.issues[0]?.path.join('.') || 'request'}`);
    const input = parsed.data;
    if (input.currency !== 'NGN') return refuse(res, 400, 'Currency not supported by merchant');
    if (input.reference && store.has(input.reference)) return refuse(res, 400, 'Duplicate Transaction Reference');
    // The sandbox key is public, so a checkout link on this site must never send the payer elsewhere.
    if (input.callback_url && !isOwnUrl(input.callback_url, ctx.config.publicUrl))
      return refuse(res, 400, 'callback_url must be on this site');
    const transaction = store.create(
      {
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        callbackUrl: input.callback_url ?? null,
        metadata: input.metadata ?? null,
        reference: input.reference,
      },
      ctx.now(),
    );
    res.json({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${ctx.config.publicUrl}/sandbox/paystack/checkout/${transaction.accessCode}`,
        access_code: transaction.accessCode,
        reference: transaction.reference,
      },
    });
  });

  router.get('/transaction/verify/:reference', requireSecretKey, (req, res) => {
    const transaction = store.byReference(String(req.params.reference));
    if (!transaction) return refuse(res, 400, 'Transaction reference not found');
    res.json({ status: true, message: 'Verification successful', data: transactionView(transaction) });
  });

  router.get('/checkout.css', (_req, res) => {
    res.type('text/css').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(CHECKOUT_CSS);
  });

  const forms = express.urlencoded({ extended: false, limit: '10kb' });
  const findCheckout = (accessCode: string, res: Response): SandboxTransaction | undefined => {
    const transaction = store.byAccessCode(accessCode);
    if (!transaction) {
      res
        .status(404)
        .type('html')
        .send(
          checkoutMessagePage(
            'Payment link not found',
            'This test payment does not exist or has expired. Start again from the plans page.',
            { href: '/premium', label: 'Back to Plans' },
          ),
        );
    }
    return transaction;
  };

  router.get('/checkout/:accessCode', (req, res) => {
    const transaction = findCheckout(String(req.params.accessCode), res);
    if (!transaction) return;
    res.setHeader('Cache-Control', 'no-store');
    if (transaction.status === 'success') {
      return res.type('html').send(
        checkoutMessagePage('Payment already completed', 'This test payment has already been paid.', {
          href: callbackTarget(transaction, ctx.config.publicUrl),
          label: 'Continue',
        }),
      );
    }
    res.type('html').send(checkoutPage(transaction, ctx.config.site.productName));
  });

  router.post('/checkout/:accessCode/pay', forms, async (req, res) => {
    const transaction = findCheckout(String(req.params.accessCode), res);
    if (!transaction) return;
    if (transaction.status !== 'success') {
      store.markPaid(transaction, ctx.now());
      await sendChargeSuccess(transaction);
    }
    res.redirect(303, callbackTarget(transaction, ctx.config.publicUrl));
  });

  router.post('/checkout/:accessCode/cancel', forms, (req, res) => {
    const transaction = findCheckout(String(req.params.accessCode), res);
    if (!transaction) return;
    if (transaction.status === 'success') return res.redirect(303, callbackTarget(transaction, ctx.config.publicUrl));
    store.markCancelled(transaction);
    res.redirect(303, cancelTarget(transaction, ctx.config.publicUrl));
  });

  /**
   * Paystack posts the event to the product on its own; the sandbox waits for the answer (bounded) so the
   * work stays attached to this request. A failed delivery is only logged: the return page and
   * reconciliation verify the payment anyway.
   */
  async function sendChargeSuccess(transaction: SandboxTransaction) {
    const body = JSON.stringify({ event: 'charge.success', data: transactionView(transaction) });
    try {
      const response = await axios.post(webhookUrl, body, {
        headers: { 'Content-Type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(body, secretKey) },
        timeout: timeoutMs,
        validateStatus: () => true,
      });
      if (response.status !== 200)
        ctx.logger.warn({ reference: transaction.reference, status: response.status }, 'sandbox webhook not accepted');
    } catch (error) {
      ctx.logger.warn(
        { reference: transaction.reference, code: (error as { code?: string }).code },
        'sandbox webhook not delivered',
      );
    }
  }

  return router;
}

const isOwnUrl = (url: string, publicUrl: string) => new URL(url).origin === new URL(publicUrl).origin;

/**
 * Paystack returns the payer to the callback URL with the reference twice, as trxref and reference. The
 * sandbox only ever returns to PUBLIC_URL (no open redirect).
 */
/** Where Paystack sends a cancelled payer: metadata.cancel_action of the product's initialize call (Premium or tokens), if it is the product's own. */
function cancelTarget(transaction: SandboxTransaction, publicUrl: string): string {
  const wanted = (transaction.metadata as { cancel_action?: unknown } | null)?.cancel_action;
  if (typeof wanted !== 'string' || !URL.canParse(wanted) || !isOwnUrl(wanted, publicUrl))
    return '/premium?payment=cancelled';
  const url = new URL(wanted);
  return `${url.pathname}${url.search}`;
}

function callbackTarget(transaction: SandboxTransaction, publicUrl: string): string {
  if (!transaction.callbackUrl || !isOwnUrl(transaction.callbackUrl, publicUrl)) return '/premium';
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}
