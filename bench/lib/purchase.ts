import { benchDob, benchEmail, benchPhone } from './seed-sql';
import { summarize, type Summary } from './stats';

export type PurchaseFigures = {
  purchases: number;
  failures: number;
  concurrency: number;
  seconds: number;
  purchasesPerSec: number;
  initiateVerifyMs: Summary;
  firstError?: string;
};

/** Bench members that the seed made Free, active and with an email (see seed-sql.ts). */
function* freeMembers(total: number) {
  for (let i = 2; i <= total; i++) if (i % 12 !== 0 && i % 97 !== 0 && i % 501 !== 0) yield i;
}

/**
 * Full purchases against the stand-in (which marks every transaction paid): confirm details, then
 * initiate + verify, timed together, `concurrency` at a time until `count` are done.
 */
export async function measurePurchases(
  base: string,
  members: number,
  count: number,
  concurrency: number,
  amount: number,
): Promise<PurchaseFigures> {
  const queue = freeMembers(members);
  const samples: number[] = [];
  let failures = 0;
  let claimed = 0;
  let firstError: string | undefined;
  let ip = 0;
  const json = async (path: string, init: RequestInit = {}) => {
    ip++;
    const res = await fetch(base + path, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.201.${(ip >> 8) & 255}.${ip & 255}`,
        ...init.headers,
      },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  async function worker() {
    while (claimed < count) {
      claimed++;
      const next = queue.next();
      if (next.done) return;
      const i = next.value;
      const confirm = await json(`/api/v1/public/confirmdetails?phone=${benchPhone(i)}&dob=${benchDob(i)}`);
      if (confirm.status !== 200) {
        failures++;
        firstError ??= `confirm ${confirm.status} ${JSON.stringify(confirm.body)}`;
        continue;
      }
      const headers = { authorization: `Bearer ${confirm.body.token}`, 'app-version': '65' };
      const started = performance.now();
      const initiated = await json('/api/v1/subscriptions/initiate-paystack-payment', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          userId: confirm.body.userId,
          plan: 'Spark',
          billingType: 'weekly',
          amount,
          email: benchEmail(i),
        }),
      });
      const verified =
        initiated.status === 201
          ? await json(`/api/v1/subscriptions/verify-payment/${initiated.body.reference}`, { headers })
          : initiated;
      if (verified.status !== 200) {
        failures++;
        firstError ??= `purchase ${verified.status} ${JSON.stringify(verified.body)}`;
        continue;
      }
      samples.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    purchases: samples.length,
    failures,
    concurrency,
    seconds: Math.round(seconds * 100) / 100,
    purchasesPerSec: Math.round((samples.length / seconds) * 10) / 10,
    initiateVerifyMs: summarize(samples),
    firstError,
  };
}
