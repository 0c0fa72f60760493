import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { adminRouter } from '../../../routes/admin';
import { adminRouteTable } from './route-table';

/** Express `/getsingleUser/:phone` and `/searchnames{/:phone}` to OpenAPI `/getsingleUser/{phone}`. */
const toOpenApiPath = (path: string) =>
  `/api/v1/admin${path.replace(/\{\/:(\w+)\}/g, '/{$1}').replace(/:(\w+)/g, '{$1}')}`;

describe('Admin API in the OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>> };
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    doc = (await request(t.app).get('/api/docs/openapi.json')).body;
  });
  afterAll(() => t.close());

  it('When the document is generated, then every admin route is in it with its token, its 401/403 answers and a success schema', () => {
    const routes = adminRouteTable(adminRouter(t.ctx));
    expect(routes.length).toBeGreaterThanOrEqual(40);
    for (const route of routes) {
      const operation = doc.paths[toOpenApiPath(route.path)]?.[route.method];
      expect({ route: `${route.method} ${route.path}`, documented: !!operation }).toEqual({
        route: `${route.method} ${route.path}`,
        documented: true,
      });
      if (route.path === '/adminlogin') {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
        continue;
      }
      if (route.path === '/refresh') {
        expect({ security: operation.security, responses: Object.keys(operation.responses) }).toEqual({
          security: [],
          responses: expect.arrayContaining(['200', '400', '401']),
        });
        continue;
      }
      expect(operation.security).toEqual([{ adminToken: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
      expect(Object.keys(operation.responses).some((status) => status.startsWith('2'))).toBe(true);
    }
  });
});
