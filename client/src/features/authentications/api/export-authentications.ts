import { ADMIN_API_BASE } from '@blynd/shared';

/** GET /export/authentications.csv: every sign-up record, streamed; downloaded with the bearer token. */
export const AUTHENTICATIONS_EXPORT_PATH = `${ADMIN_API_BASE}/export/authentications.csv`;
export const authenticationsExportFileName = () => `blynd-authentications-${new Date().toISOString().slice(0, 10)}.csv`;
