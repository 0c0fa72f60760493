import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CLIENT_APP_VERSION, type InitiatePaymentInput } from '@blynd/shared';
import type { AppContext } from '../context';
import { mailOutbox, members, payments, subscriptions } from '../db/schema';
import { signPaystackBody } from '../lib/paystack-client';

export const DEMO = {
  ada: { phone: '08031234501', dob: '1995-04-12', email: 'ada.okafor@example.com' },
  tunde: { phone: '08031234502', dob: '1990-09-30', email: 'tunde.bakare@example.com' },
  chiamaka: { phone: '08031234503', dob: '1999-01-05', email: 'chiamaka.eze@example.com' },
  ibrahim: { phone: '08031234504', dob: '1987-12-19', email: 'ibrahim.musa@example.com' },
} as const;

export type Buyer = { userId: string; token: string; email: string };

type Target = App | string;

/** Step 1 of the purchase, through the API: the member's id and payment token. */
export async function confirmDetails(
  target: Target,
  who: { phone: string; dob: string; email: string },
): Promise<Buyer> {
  const res = await request(target).get('/api/v1/public/confirmdetails').query({ phone: who.phone, dob: who.dob });
  if (res.status !== 200) throw new Error(`confirmdetails ${res.status}: ${JSON.stringify(res.body)}`);
  return { userId: res.body.userId, token: res.body.token, email: who.email };
}

export const purchaseBody = (buyer: Buyer, overrides: Partial<InitiatePaymentInput> = {}): InitiatePaymentInput => ({
  userId: buyer.userId,
  plan: 'Spark',
  amount: 2500,
  email: buyer.email,
  includeBadge: false,
  badge: null,
  billingType: 'weekly',
  ...overrides,
});

export const initiate = (target: Target, buyer: Buyer, body: unknown, token = buyer.token) =>
  request(target)
    .post('/api/v1/subscriptions/initiate-paystack-payment')
    .set('Authorization', `Bearer ${token}`)
    .set('app-version', CLIENT_APP_VERSION)
    .send(body as object);

export const verify = (target: Target, reference: string, token: string) =>
  request(target)
    .get(`/api/v1/subscriptions/verify-payment/${encodeURIComponent(reference)}`)
    .set('Authorization', `Bearer ${token}`)
    .set('app-version', CLIENT_APP_VERSION);

/** A webhook call as Paystack makes it: the exact bytes, signed with the secret key. */
export function sendWebhook(target: Target, event: unknown, secretKey: string, signature?: string) {
  const body = JSON.stringify(event);
  return request(target)
    .post('/api/v1/subscriptions/paystack-webhook')
    .set('Content-Type', 'application/json')
    .set('x-paystack-signature', signature ?? signPaystackBody(body, secretKey))
    .send(body);
}

export const chargeSuccess = (reference: string, amountKobo: number) => ({
  event: 'charge.success',
  data: { reference, status: 'success', amount: amountKobo, currency: 'NGN' },
});

/** What a user (and an auditor) would notice about a member's purchases. */
export async function purchaseState(ctx: AppContext, memberId: string) {
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
  const subs = await ctx.db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId));
  const pays = await ctx.db.select().from(payments).where(eq(payments.memberId, memberId));
  const receipts = member.email ? await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email)) : [];
  return { member, subscriptions: subs, payments: pays, receipts };
}

/** Lets a test reuse a demo member as a Free buyer again. */
export async function makeFree(ctx: AppContext, memberId: string) {
  await ctx.db.update(members).set({ premiumUntil: null, earningVerified: false }).where(eq(members.id, memberId));
}

export const DAY_MS = 24 * 60 * 60 * 1000;
