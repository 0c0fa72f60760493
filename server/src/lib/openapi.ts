import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { errorResponseSchema, messageResponseSchema } from '@blynd/shared';
import type { z } from 'zod';

export type DocsRegistry = OpenAPIRegistry;
export const createDocsRegistry = () => new OpenAPIRegistry();

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

export const jsonBody = (schema: z.ZodType) => ({ body: { content: { 'application/json': { schema } }, required: true } });

export const jsonResponse = (description: string, schema: z.ZodType = messageResponseSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error answers an endpoint can give, all shaped `{ error }`. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: errorResponseSchema } } }]),
  );

export const bearerAuth = (registry: DocsRegistry, name: 'adminToken' | 'paymentToken' | 'memberToken') =>
  registry.registerComponent('securitySchemes', name, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

export function buildOpenApiDocument(registry: DocsRegistry, productName: string, serverUrl: string) {
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: `${productName} API`,
      version: '1.0.0',
      description: `REST API behind the ${productName} website, control centre and mobile apps. Errors are always \`{ "error": "..." }\`.`,
    },
    servers: [{ url: serverUrl }],
  });
}
