import { ADMIN_API_BASE } from '@blynd/shared';

/** GET /export/users.csv: every member, streamed by the server; downloaded with the bearer token. */
export const USERS_EXPORT_PATH = `${ADMIN_API_BASE}/export/users.csv`;
export const usersExportFileName = () => `blynd-users-${new Date().toISOString().slice(0, 10)}.csv`;
