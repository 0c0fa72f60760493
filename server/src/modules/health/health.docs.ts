import { z } from 'zod';
import { jsonResponse, type DocsRegistry } from '../../lib/openapi';

const statusSchema = z.object({ status: z.string(), database: z.string().optional(), error: z.string().optional() });

export function registerHealthDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/healthz',
    tags: ['Operations'],
    security: [],
    summary: 'Liveness: the process answers',
    responses: { 200: jsonResponse('Alive', statusSchema) },
  });
  registry.registerPath({
    method: 'get',
    path: '/readyz',
    tags: ['Operations'],
    security: [],
    summary: 'Readiness: the database answers and the server is not shutting down',
    responses: {
      200: jsonResponse('Ready', statusSchema),
      503: jsonResponse('Database down or shutting down', statusSchema),
    },
  });
}
