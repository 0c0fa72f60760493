import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ADMIN_PERMISSIONS, type AdminArea } from '@blynd/shared';
import type { z } from 'zod';
import { errorResponse, errorResponses, fileUploadBody, jsonBody, jsonResponse, type DocsRegistry } from './openapi';

type AdminPathDoc = {
  method: RouteConfig['method'];
  /** Express-style path below /api/v1/admin, e.g. `/getsingleUser/{phone}`. */
  path: string;
  area: AdminArea;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data body holding one file in this field, instead of a JSON body. */
  fileField?: string;
  /** Success status and schema; 200 unless said. */
  response: z.ZodType;
  status?: number;
  /** Errors beyond the 401/403 every admin call can give. */
  errors?: number[];
  /** Error answers whose body carries more than `{ error }`, by status. */
  errorBodies?: Record<number, z.ZodType>;
};

const rolesFor = (area: AdminArea) =>
  Object.entries(ADMIN_PERMISSIONS)
    .filter(([, areas]) => areas.includes(area))
    .map(([role]) => role)
    .join(', ');

/** Registers an admin call: bearer token, the roles allowed, and the 401/403 answers every one can give. */
export function registerAdminPath(registry: DocsRegistry, doc: AdminPathDoc) {
  registry.registerPath({
    method: doc.method,
    path: `/api/v1/admin${doc.path}`,
    tags: ['Admin'],
    summary: doc.summary,
    description: [doc.description, `Roles: ${rolesFor(doc.area)}.`].filter(Boolean).join('\n\n'),
    security: [{ adminToken: [] }],
    request: {
      ...(doc.params ? { params: doc.params } : {}),
      ...(doc.query ? { query: doc.query } : {}),
      ...(doc.headers ? { headers: doc.headers } : {}),
      ...(doc.body ? jsonBody(doc.body) : {}),
      ...(doc.fileField ? fileUploadBody(doc.fileField) : {}),
    },
    responses: {
      [doc.status ?? 200]: jsonResponse('Success', doc.response),
      ...errorResponses(...[401, 403, ...(doc.errors ?? [])].sort()),
      ...Object.assign(
        {},
        ...Object.entries(doc.errorBodies ?? {}).map(([status, schema]) => errorResponse(Number(status), schema)),
      ),
    },
  });
}
