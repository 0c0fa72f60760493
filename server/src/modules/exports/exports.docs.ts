import { AUTHENTICATIONS_CSV_COLUMNS, USERS_CSV_COLUMNS } from '@blynd/shared';
import { errorResponses, type DocsRegistry } from '../../lib/openapi';

const csvResponse = (columns: readonly string[]) => ({
  description: `CSV (streamed), columns: ${columns.join(', ')}. Cells starting with = + - @, tab or CR are prefixed with '.`,
  content: { 'text/csv': { schema: { type: 'string' as const } } },
});

export function registerExportsDocs(registry: DocsRegistry) {
  for (const [path, columns, what] of [
    ['/export/users.csv', USERS_CSV_COLUMNS, 'every member'],
    ['/export/authentications.csv', AUTHENTICATIONS_CSV_COLUMNS, 'every sign-up record'],
  ] as const) {
    registry.registerPath({
      method: 'get',
      path: `/api/v1/admin${path}`,
      tags: ['Admin'],
      summary: `Download ${what} as CSV (audited)`,
      description: 'Roles: Super Admin, Admin.',
      security: [{ adminToken: [] }],
      responses: { 200: csvResponse(columns), ...errorResponses(401, 403) },
    });
  }
}
