import { Client } from 'pg';
import { ADMIN_KEYS } from './server-process';

let ipCounter = Math.floor(Math.random() * 50_000);
/** A distinct client address per call (the servers trust one proxy), so per-IP limits stay out of the way. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export type Answer = { status: number; body: Record<string, unknown>; ms: number; contentType: string };

/** One JSON call; network failures come back as status 0 so load loops can count them. */
export async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; ip?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(base + path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? nextIp(), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text.slice(0, 200) };
    }
    return { status: res.status, body, ms: Date.now() - started, contentType: res.headers.get('content-type') ?? '' };
  } catch (error) {
    return { status: 0, body: { error: (error as Error).message }, ms: Date.now() - started, contentType: '' };
  }
}

export async function adminLogin(base: string): Promise<{ adminId: string; auth: string }> {
  const res = await call(base, '/api/v1/admin/adminlogin', { body: ADMIN_KEYS });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
  return { adminId: res.body.adminId as string, auth: `Bearer ${res.body.token}` };
}

export type Payer = { userId: string; token: string; email: string };

/** Confirm details as the purchase page does; returns the payment token. */
export async function confirmPayer(base: string, phone: string, dob: string, email: string): Promise<Payer> {
  const res = await call(base, `/api/v1/public/confirmdetails?phone=${phone}&dob=${dob}`);
  if (res.status !== 200) throw new Error(`confirm details ${phone}: ${res.status} ${JSON.stringify(res.body)}`);
  return { userId: res.body.userId as string, token: res.body.token as string, email };
}

export const ADA = { phone: '08031234501', dob: '1995-04-12', email: 'ada.okafor@example.com' };

export async function planPrice(base: string, plan = 'Spark'): Promise<number> {
  const res = await call(base, '/api/v1/public/plans');
  const plans = (res.body.plans ?? res.body.data ?? res.body) as { name: string; weeklyPrice: number }[];
  const found = Array.isArray(plans) ? plans.find((p) => p.name === plan) : undefined;
  if (!found) throw new Error(`plan ${plan} not in ${JSON.stringify(res.body).slice(0, 300)}`);
  return found.weeklyPrice;
}

export function initiate(base: string, payer: Payer, amount: number, plan = 'Spark') {
  return call(base, '/api/v1/subscriptions/initiate-paystack-payment', {
    body: { userId: payer.userId, plan, billingType: 'weekly', amount, email: payer.email },
    headers: { authorization: `Bearer ${payer.token}`, 'app-version': '65' },
  });
}

export function verify(base: string, payer: Payer, reference: string) {
  return call(base, `/api/v1/subscriptions/verify-payment/${reference}`, {
    headers: { authorization: `Bearer ${payer.token}`, 'app-version': '65' },
  });
}

export async function query<T = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
