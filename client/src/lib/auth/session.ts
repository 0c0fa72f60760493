import { isTokenUsable, tokenExpiresAt } from './jwt';

/** Browser storage keys of the admin session (admin id and admin token, decision 0063; the refresh pair, decision 0030). */
export const ADMIN_ID_KEY = 'blynd.adminId';
export const ADMIN_TOKEN_KEY = 'blynd.adminToken';
export const ADMIN_REFRESH_TOKEN_KEY = 'blynd.adminRefreshToken';
export const ADMIN_EXPIRES_AT_KEY = 'blynd.adminExpiresAt';
export const ADMIN_SESSION_KEYS: readonly string[] = [
  ADMIN_ID_KEY,
  ADMIN_TOKEN_KEY,
  ADMIN_REFRESH_TOKEN_KEY,
  ADMIN_EXPIRES_AT_KEY,
];

/**
 * `refreshToken` and `expiresAt` (ms since the epoch) come with a server that rotates short access
 * tokens; without them the session lasts as long as the one token, as before.
 */
export type AdminSession = { adminId: string; token: string; refreshToken?: string; expiresAt?: number };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: AdminSession | null | undefined;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** When the access token stops working: the server's `expiresAt`, else the token's own `exp`. */
export const accessExpiresAt = (session: AdminSession): number | null =>
  session.expiresAt ?? tokenExpiresAt(session.token);

/**
 * Reads storage, dropping a token past its expiry (or unreadable) so the visitor lands on login. A
 * session that can refresh survives an expired access token: the first call refreshes it.
 */
function load(now: number = Date.now()): AdminSession | null {
  const store = storage();
  const adminId = store?.getItem(ADMIN_ID_KEY);
  const token = store?.getItem(ADMIN_TOKEN_KEY);
  if (!adminId || !token) {
    if (adminId || token) removeStored();
    return null;
  }
  const refreshToken = store?.getItem(ADMIN_REFRESH_TOKEN_KEY) || undefined;
  if (refreshToken) {
    const expiresAt = Number(store?.getItem(ADMIN_EXPIRES_AT_KEY));
    return { adminId, token, refreshToken, expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : now };
  }
  if (!isTokenUsable(token, now)) {
    if (tokenExpiresAt(token) === null) console.warn('Admin token could not be decoded; signing out');
    removeStored();
    return null;
  }
  return { adminId, token };
}

function removeStored() {
  const store = storage();
  ADMIN_SESSION_KEYS.forEach((key) => store?.removeItem(key));
}

function store(session: AdminSession) {
  const target = storage();
  target?.setItem(ADMIN_ID_KEY, session.adminId);
  target?.setItem(ADMIN_TOKEN_KEY, session.token);
  if (session.refreshToken) target?.setItem(ADMIN_REFRESH_TOKEN_KEY, session.refreshToken);
  else target?.removeItem(ADMIN_REFRESH_TOKEN_KEY);
  if (session.expiresAt !== undefined) target?.setItem(ADMIN_EXPIRES_AT_KEY, String(session.expiresAt));
  else target?.removeItem(ADMIN_EXPIRES_AT_KEY);
}

const emit = () => listeners.forEach((listener) => listener());

export const adminSession = {
  get(): AdminSession | null {
    if (current === undefined) current = load();
    return current;
  },
  /** Re-reads storage; used on load and when another tab signs in, refreshes or signs out. */
  reload(now?: number) {
    current = load(now);
    emit();
  },
  start(session: AdminSession) {
    store(session);
    current = session;
    emit();
  },
  clear() {
    removeStored();
    const had = current !== null;
    current = null;
    if (had) emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
