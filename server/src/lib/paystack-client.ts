import { createHmac, timingSafeEqual } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';

/** The part of Paystack's transaction object the product relies on (GET /transaction/verify/:reference). */
const transactionSchema = z.object({
  status: z.string(),
  reference: z.string(),
  /** Kobo. */
  amount: z.number(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
  paid_at: z.string().nullish(),
  metadata: z.unknown().optional(),
  customer: z.object({ email: z.string().nullish() }).passthrough().nullish(),
});
export type PaystackTransaction = z.infer<typeof transactionSchema>;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });
const initializeResponseSchema = envelope(
  z.object({ authorization_url: z.url({ protocol: /^https?$/ }), access_code: z.string(), reference: z.string() }),
);
const verifyResponseSchema = envelope(transactionSchema);

export type InitializeTransaction = {
  email: string;
  /** Kobo: Paystack takes the smallest currency unit. */
  amountKobo: number;
  currency: 'NGN';
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
};

export type PaystackClient = {
  initialize(
    input: InitializeTransaction,
  ): Promise<{ authorizationUrl: string; accessCode: string; reference: string }>;
  verify(reference: string): Promise<PaystackTransaction>;
};

/**
 * Paystack did not give a usable answer: unreachable, slow, refusing or speaking garbage. `reason` is for
 * logs only; it never holds the secret key.
 */
export class PaystackUnavailableError extends Error {
  constructor(
    readonly reason: string,
    /** Paystack's HTTP status when it answered at all: 400/404 on verify means it does not know the reference. */
    readonly httpStatus?: number,
  ) {
    super(`Paystack unavailable: ${reason}`);
    this.name = 'PaystackUnavailableError';
  }
}

/** Naira (API and database) to kobo (Paystack); the only place the conversion happens. */
export const toKobo = (naira: number) => Math.round(naira * 100);

export function createPaystackClient(options: {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}): PaystackClient {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    headers: {
      Authorization: `Bearer ${options.secretKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    // Every status is read here, so a refusal is reported as such rather than as an axios error with the request (and key) attached.
    validateStatus: () => true,
    maxRedirects: 0,
  });

  async function call<T extends z.ZodType>(
    request: () => Promise<{ status: number; data: unknown }>,
    schema: T,
    what: string,
  ): Promise<z.output<T>> {
    let response;
    try {
      response = await request();
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'network error';
      throw new PaystackUnavailableError(`${what}: ${code}`);
    }
    if (response.status < 200 || response.status >= 300) {
      const message = (response.data as { message?: unknown } | undefined)?.message;
      throw new PaystackUnavailableError(
        `${what}: HTTP ${response.status}${typeof message === 'string' ? ` ${message.slice(0, 200)}` : ''}`,
        response.status,
      );
    }
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) throw new PaystackUnavailableError(`${what}: unexpected answer`, response.status);
    return parsed.data;
  }

  return {
    async initialize(input) {
      const body = await call(
        () =>
          http.post('/transaction/initialize', {
            email: input.email,
            amount: input.amountKobo,
            currency: input.currency,
            reference: input.reference,
            callback_url: input.callbackUrl,
            metadata: input.metadata,
          }),
        initializeResponseSchema,
        'initialize',
      );
      return {
        authorizationUrl: body.data.authorization_url,
        accessCode: body.data.access_code,
        reference: body.data.reference,
      };
    },
    async verify(reference) {
      const body = await call(
        () => http.get(`/transaction/verify/${encodeURIComponent(reference)}`),
        verifyResponseSchema,
        'verify',
      );
      return body.data;
    },
  };
}

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack signs a webhook's exact body bytes: hex HMAC-SHA512 with the secret key. */
export const signPaystackBody = (body: Buffer | string, secretKey: string) =>
  createHmac('sha512', secretKey).update(body).digest('hex');

/** Constant-time comparison; buffers of different lengths are refused before timingSafeEqual sees them. */
export function isValidPaystackSignature(body: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signPaystackBody(body, secretKey), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
