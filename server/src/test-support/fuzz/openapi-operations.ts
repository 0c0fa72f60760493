import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { hostileString, hostileValue, withoutNul, wrongShapeBody } from './hostile-values';
import { fromSchema, type FuzzFixtures, type JsonSchema } from './schema-arbitraries';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  security: string[];
  bodySchema?: JsonSchema;
  responses: string[];
};

export type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** Credentials the generator may choose from; `valid*` get the request past authentication. */
export type FuzzCredentials = {
  adminTokens: string[];
  paymentTokens: string[];
  /** Access tokens of members signed in through the SMS sandbox. */
  memberTokens: string[];
  /** Members whose session the fuzzer may end (logout, account deletion). */
  disposableMemberTokens: string[];
  /** Signed with the right secret but expired, or with the wrong type or algorithm. */
  forgedTokens: string[];
  paystackSecret: string;
};

export type FuzzContext = {
  fixtures: FuzzFixtures;
  credentials: FuzzCredentials;
  pathValues: Record<string, string[]>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function listOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        security: (op.security ?? []).flatMap((s) => Object.keys(s)),
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
        responses: Object.keys(op.responses ?? {}),
      })),
  );
}

/** Percent-encodes every byte, so lone surrogates and control characters still make a request line. */
const encodeSegment = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '').slice(0, 3000);
/**
 * Node's HTTP parser refuses a request line plus headers over 16 kB with a bare 431 before the app runs
 * (see the dedicated test), so values in the URL stay below that.
 */
const urlString = hostileString.map((s) => s.slice(0, 1500));

function pathValue(name: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const known = ctx.pathValues[name] ?? [];
  const candidates: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 2, arbitrary: urlString },
    { weight: 1, arbitrary: fc.uuid() },
  ];
  if (known.length) candidates.unshift({ weight: 5, arbitrary: fc.constantFrom(...known) });
  return fc.oneof(...candidates);
}

function queryPairs(op: Operation, ctx: FuzzContext): fc.Arbitrary<[string, string][]> {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const pairs = declared.map((p) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fromSchema(p.schema, ctx.fixtures).map((v) => [
          [p.name, (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 1500)],
        ]),
      },
      { weight: 1, arbitrary: fc.constant([]) },
      // Repeated keys arrive as arrays with the "simple" query parser.
      {
        weight: 1,
        arbitrary: fc.tuple(urlString, urlString).map(([a, b]) => [
          [p.name, a],
          [p.name, b],
        ]),
      },
      ...(p.name === 'adminId' && ctx.pathValues.adminId
        ? [{ weight: 4, arbitrary: fc.constantFrom(...ctx.pathValues.adminId).map((v) => [[p.name, v]]) }]
        : []),
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', 'offset', 'limit', 'q', 'phone', 'sort', '$where', 'a[b]'),
      urlString,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...pairs), extra)
    .map(
      ([declaredPairs, extras]) => [...(declaredPairs as [string, string][][]).flat(), ...extras] as [string, string][],
    );
}

/** Operations that end the caller's own member session; they get tokens nobody else relies on. */
const SESSION_ENDING = new Set(['POST /api/v1/app/auth/logout', 'DELETE /api/v1/app/me']);

function authorization(op: Operation, creds: FuzzCredentials): fc.Arbitrary<string | undefined> {
  const garbage = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'bearer null',
      'Bearer undefined',
      'Bearer a.b.c',
      'Token abc',
    ),
    hostileString.map((s) => `Bearer ${headerSafe(s)}`),
  );
  const endsSession = SESSION_ENDING.has(`${op.method} ${op.path}`);
  const own = op.security.includes('adminToken')
    ? creds.adminTokens
    : op.security.includes('paymentToken')
      ? creds.paymentTokens
      : op.security.includes('memberToken')
        ? endsSession
          ? creds.disposableMemberTokens
          : creds.memberTokens
        : [];
  const other = op.security.includes('adminToken')
    ? [...creds.paymentTokens, ...creds.memberTokens]
    : creds.adminTokens;
  return fc.oneof(
    {
      weight: own.length ? 8 : 1,
      arbitrary: fc.constantFrom(...(own.length ? own : creds.adminTokens)).map((t) => `Bearer ${t}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...other).map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: fc.constantFrom(...creds.forgedTokens).map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'multipart/form-data; boundary=x',
];

type Body = { text: string; contentType?: string } | undefined;

function body(op: Operation, ctx: FuzzContext): fc.Arbitrary<Body> {
  const hasBody = !!op.bodySchema || ['POST', 'PUT', 'PATCH'].includes(op.method);
  const json = (v: unknown): Body => ({ text: JSON.stringify(v) ?? 'null', contentType: 'application/json' });
  const choices: { weight: number; arbitrary: fc.Arbitrary<Body> }[] = [
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: wrongShapeBody.map(json) },
    // Just under and well over the 100 kB body limit.
    { weight: 1, arbitrary: fc.constantFrom(95_000, 150_000).map((n) => json({ message: 'y'.repeat(n) })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"a":"\\ud800"}')
        .map((text) => ({ text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 50 }))
        .map(([contentType, text]) => ({ text: text || 'a=1', contentType })),
    },
  ];
  if (hasBody)
    choices.unshift({ weight: 16, arbitrary: fromSchema(op.bodySchema ?? { type: 'object' }, ctx.fixtures).map(json) });
  return fc.oneof(...choices);
}

function extraHeaders(op: Operation): fc.Arbitrary<Record<string, string>> {
  const appVersion = fc.oneof(
    fc.constantFrom('65', '65', '0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', ''),
    hostileString.map(headerSafe),
  );
  return fc.record(
    {
      'app-version': appVersion,
      'x-request-id': hostileString.map(headerSafe),
      accept: fc.constantFrom('application/json', '*/*', 'text/html', 'application/xml', ''),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown', ''),
      'content-encoding': fc.constantFrom('gzip', 'identity', 'x-unknown'),
      'if-none-match': fc.constantFrom('*', 'W/"x"', '"deadbeef"'),
    },
    { requiredKeys: op.path.includes('subscriptions') ? ['app-version'] : [] },
  );
}

/** One arbitrary request to `op`; `signWebhook` decides whether a Paystack signature is attached. */
export function requestFor(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return fc
    .record({
      params: fc.tuple(...pathParams.map((name) => pathValue(name, ctx))),
      query: queryPairs(op, ctx),
      auth: authorization(op, ctx.credentials),
      body: body(op, ctx),
      headers: extraHeaders(op),
      signWebhook: fc.boolean(),
    })
    .map(({ params, query, auth, body: b, headers, signWebhook }) => {
      let path = op.path;
      pathParams.forEach(
        (name, i) => (path = path.replace(`{${name}}`, encodeSegment(withoutNul(params[i] as string)))),
      );
      const search = query.map(([k, v]) => `${encodeSegment(withoutNul(k))}=${encodeSegment(withoutNul(v))}`).join('&');
      const all: Record<string, string> = { ...headers };
      if (auth !== undefined) all.authorization = auth;
      if (b?.contentType) all['content-type'] = b.contentType;
      if (b && op.method !== 'GET' && op.path.endsWith('paystack-webhook') && signWebhook) {
        all['x-paystack-signature'] = createHmac('sha512', ctx.credentials.paystackSecret).update(b.text).digest('hex');
      }
      // fetch cannot send a body with GET; those operations take their input from the URL anyway.
      const sendsBody = b && op.method !== 'GET';
      if (!sendsBody) delete all['content-type'];
      return {
        method: op.method,
        path: search ? `${path}?${search}` : path,
        headers: all,
        body: sendsBody ? b.text : undefined,
      };
    });
}

export { hostileValue };
