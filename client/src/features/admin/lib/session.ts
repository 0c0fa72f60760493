import { isTokenUsable, tokenExpiresAt } from './jwt';

/** Browser storage keys of the admin session (SPEC §3: admin id and admin token). */
export const ADMIN_ID_KEY = 'blynd.adminId';
export const ADMIN_TOKEN_KEY = 'blynd.adminToken';

export type AdminSession = { adminId: string; token: string };

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

/** Reads storage, dropping a token past its expiry (or unreadable) so the visitor lands on login. */
function load(now: number = Date.now()): AdminSession | null {
  const store = storage();
  const adminId = store?.getItem(ADMIN_ID_KEY);
  const token = store?.getItem(ADMIN_TOKEN_KEY);
  if (!adminId || !token) {
    if (adminId || token) removeStored();
    return null;
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
  store?.removeItem(ADMIN_ID_KEY);
  store?.removeItem(ADMIN_TOKEN_KEY);
}

const emit = () => listeners.forEach((listener) => listener());

export const adminSession = {
  get(): AdminSession | null {
    if (current === undefined) current = load();
    return current;
  },
  /** Re-reads storage; used on load and when another tab signs in or out. */
  reload(now?: number) {
    current = load(now);
    emit();
  },
  start(session: AdminSession) {
    const store = storage();
    store?.setItem(ADMIN_ID_KEY, session.adminId);
    store?.setItem(ADMIN_TOKEN_KEY, session.token);
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
