import type { Db } from '../../db/client';

/**
 * Push tokens are tied to sessions by the member-profile module (migration 0006). Until it lands this is
 * the one place logout reaches them; the lead wires `deletePushTokensOfSession(db, sessionId)` here.
 */
export async function deleteDevicePushTokens(_db: Db, _sessionId: string): Promise<void> {}
