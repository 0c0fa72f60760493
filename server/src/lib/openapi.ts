import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { errorResponseSchema, messageResponseSchema, signupStepErrorSchema } from '@blynd/shared';
import type { z } from 'zod';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `post /api/v1/app/likes/{memberId}` → `postAppLikesByMemberId`: stable, readable, and unique per method and path. */
export function operationIdFor(method: string, path: string) {
  const words = path
    .replace(/^\/api\/v1\//, '/')
    .split(/[^A-Za-z0-9{}]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `By${capitalise(part.slice(1, -1))}` : capitalise(part)));
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * The registry every docs module registers on. Each operation gets an `operationId` (its own, or one made
 * from method and path), and a second operation with the same id is refused when the document is built,
 * so client generators never see two.
 */
export class DocsRegistry extends OpenAPIRegistry {
  private readonly operationIds = new Map<string, string>();

  override registerPath(route: RouteConfig) {
    const operationId = route.operationId ?? operationIdFor(route.method, route.path);
    const where = `${route.method} ${route.path}`;
    const taken = this.operationIds.get(operationId);
    if (taken) throw new Error(`operationId ${operationId} of ${where} is already used by ${taken}`);
    this.operationIds.set(operationId, where);
    super.registerPath({ ...route, operationId });
  }
}
export const createDocsRegistry = () => new DocsRegistry();

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `error` holds the message to show',
  401: 'Missing, invalid or expired token',
  403: 'Not allowed for this caller',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Body larger than 100 kB',
  415: 'Body is not JSON',
  426: 'App version too old',
  429: 'Too many requests',
  502: 'The payment provider failed',
  503: 'A dependency (database) is unavailable',
};

export const jsonBody = (schema: z.ZodType) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** A multipart upload of one file, in the form field `field`. */
export const fileUploadBody = (field: string) => ({
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          required: [field],
          properties: { [field]: { type: 'string' as const, format: 'binary' } },
        },
      },
    },
  },
});

export const jsonResponse = (description: string, schema: z.ZodType = messageResponseSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

const errorEntry = (
  status: number,
  schema: z.ZodType = errorResponseSchema,
  description = ERROR_DESCRIPTIONS[status] ?? 'Error',
) => [status, { description, content: { 'application/json': { schema } } }] as const;

/** The error answers an endpoint can give, all shaped `{ error }`. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => errorEntry(status)));

/** One error answer whose body carries more than `{ error }` (e.g. `resetsAt`, `minimumBid`). */
export const errorResponse = (status: number, schema: z.ZodType, description?: string) =>
  Object.fromEntries([errorEntry(status, schema, description)]);

/**
 * The member app's error answers: like errorResponses, but its 403 also carries `authStep` when the route
 * needs a finished sign-up and the caller has not finished.
 */
export const memberErrorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) =>
      status === 403
        ? errorEntry(
            403,
            signupStepErrorSchema,
            'Not allowed for this caller; `authStep` tells where sign-up stands when it must be finished first',
          )
        : errorEntry(status),
    ),
  );

export const bearerAuth = (registry: DocsRegistry, name: 'adminToken' | 'paymentToken' | 'memberToken') =>
  registry.registerComponent('securitySchemes', name, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** What zod-to-openapi writes for the null member of a union and for an unknown value: OpenAPI 3.0 has no null type. */
const isBareNullable = (value: unknown) => isNode(value) && Object.keys(value).length === 1 && value.nullable === true;

/**
 * OpenAPI 3.0 only honours `nullable` beside a `type`. The generator writes a bare `{ nullable: true }` for
 * `z.unknown()` (any value: written `{}` here) and for the null member of a union (dropped here, its
 * siblings marked nullable instead), which validators reject; this rewrites both in place.
 */
function typeEveryNullable(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(typeEveryNullable);
    return;
  }
  if (!isNode(node)) return;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = node[key];
    if (!Array.isArray(members) || !members.some(isBareNullable)) continue;
    const rest = members.filter((member) => !isBareNullable(member)) as SchemaNode[];
    if (rest.some((member) => typeof member.type !== 'string')) continue;
    node[key] = rest.map((member) => ({ ...member, nullable: true }));
  }
  for (const [key, value] of Object.entries(node)) {
    if (isBareNullable(value)) node[key] = {};
    else typeEveryNullable(value);
  }
}

export function buildOpenApiDocument(registry: DocsRegistry, productName: string, serverUrl: string) {
  const document = new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: `${productName} API`,
      version: '1.0.0',
      description:
        `REST API behind the ${productName} website, control centre and mobile apps. Errors are always \`{ "error": "..." }\`. ` +
        'Under /api/v1/app the text is in the language `Accept-Language` asks for when it names `en` or `pcm` ' +
        "(Nigerian Pidgin), else in the signed-in member's language; everywhere else it is English.",
      license: { name: 'Proprietary', url: `${serverUrl}/useragreement` },
    },
    servers: [{ url: serverUrl }],
  });
  typeEveryNullable(document);
  return document;
}
