import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

type Schema = {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  $ref?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, Response>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Error answers whose body carries more than `{ error }`: the field must be in that answer's documented schema. */
const ERROR_FIELDS: [method: string, path: string, status: string, field: string][] = [
  ['post', '/api/v1/app/likes/{memberId}', '429', 'resetsAt'],
  ['post', '/api/v1/app/reports', '429', 'resetsAt'],
  ['post', '/api/v1/app/matches/{id}/messages', '429', 'retryAfter'],
  ['post', '/api/v1/app/auctions/{id}/bids', '409', 'minimumBid'],
  ['put', '/api/v1/app/me/signup/name', '409', 'authStep'],
  ['put', '/api/v1/app/me/signup/birthday', '409', 'authStep'],
  ['put', '/api/v1/app/me/signup/gender', '409', 'authStep'],
  ['put', '/api/v1/app/me/signup/terms', '409', 'authStep'],
  ['put', '/api/v1/admin/editAuth', '409', 'missing'],
];

describe('The OpenAPI document, checked the way a linter or client generator reads it', () => {
  let t: TestApp;
  let doc: Document;
  let operations: { method: string; path: string; op: Operation }[];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    doc = (await request(t.app).get('/api/docs/openapi.json')).body;
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, op]) => ({ method, path, op })),
    );
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    return doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
  };
  const propertiesOf = (schema: Schema | undefined): string[] => {
    const resolved = resolve(schema);
    if (!resolved) return [];
    return [
      ...Object.keys(resolved.properties ?? {}),
      ...[...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].flatMap(propertiesOf),
    ];
  };
  const errorFields = (op: Operation | undefined, status: string) =>
    propertiesOf(op?.responses[status]?.content?.['application/json']?.schema);

  it('When the document is read, then every operation declares exactly the path parameters its path template names', () => {
    expect(operations.length).toBeGreaterThan(100);
    const mismatches = operations
      .map(({ method, path, op }) => ({
        operation: `${method} ${path}`,
        template: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort(),
        declared: (op.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name)
          .sort(),
      }))
      .filter(({ template, declared }) => template.join() !== declared.join());
    expect(mismatches).toEqual([]);
  });

  it('When the document is read, then every operation has an operationId and no two share one', () => {
    const missing = operations.filter(({ op }) => !op.operationId).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
    // Made from method and path when a module gives none.
    expect(doc.paths['/api/v1/app/likes/{memberId}'].post.operationId).toBe('postAppLikesByMemberId');
  });

  it('When the document is read, then every operation states its security, public ones as an explicit empty list', () => {
    const undeclared = operations
      .filter(({ op }) => !Array.isArray(op.security))
      .map(({ method, path }) => `${method} ${path}`);
    expect(undeclared).toEqual([]);
    const schemes = (op: Operation) => (op.security ?? []).flatMap((requirement) => Object.keys(requirement));
    const publicOnes = operations
      .filter(({ op }) => op.security?.length === 0)
      .map(({ method, path }) => `${method} ${path}`);
    expect(publicOnes).toEqual(
      expect.arrayContaining([
        'post /api/v1/app/auth/otp/request',
        'get /api/v1/public/plans',
        'post /api/v1/admin/adminlogin',
        'get /healthz',
      ]),
    );
    // Member routes other than sign-in, the sandbox and the suspended member's appeal by the token of the sign-in
    // refusal (decision 0153: a suspended member has no session) need the member token.
    const sessionless = ['post /api/v1/app/appeals'];
    const memberRoutes = operations.filter(
      ({ method, path }) =>
        path.startsWith('/api/v1/app/') &&
        !/\/app\/(auth|sandbox)\//.test(path) &&
        !sessionless.includes(`${method} ${path}`),
    );
    expect(
      memberRoutes
        .filter(({ op }) => !schemes(op).includes('memberToken'))
        .map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
  });

  it('When the document is read, then no schema says nullable without a type beside it', () => {
    const found: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if ('nullable' in record && typeof record.type !== 'string') found.push(where);
      for (const [key, value] of Object.entries(record)) walk(value, `${where}/${key}`);
    };
    walk(doc, '');
    expect(found).toEqual([]);
  });

  it('When an endpoint answers an error with more than `error`, then that field is in its documented error schema', () => {
    for (const [method, path, status, field] of ERROR_FIELDS) {
      expect({
        operation: `${method} ${path} ${status}`,
        fields: errorFields(doc.paths[path]?.[method], status),
      }).toEqual({
        operation: `${method} ${path} ${status}`,
        fields: expect.arrayContaining([field]),
      });
    }
    // Every member route's 403 can be "Finish signing up first" with the member's `authStep`.
    const member403 = operations.filter(({ path, op }) => path.startsWith('/api/v1/app/') && op.responses['403']);
    expect(member403.length).toBeGreaterThan(40);
    expect(
      member403
        .filter(({ op }) => !errorFields(op, '403').includes('authStep'))
        .map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
    // Refused input names the fields at fault in `issues`.
    const with400 = operations.filter(({ op }) => op.responses['400']?.content?.['application/json']);
    expect(
      with400
        .filter(({ op }) => !errorFields(op, '400').includes('issues'))
        .map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
  });
});
