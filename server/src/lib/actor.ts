/**
 * Who did something and from where, as the audit log records it. A plain type below the modules, so a service
 * that records an admin's action needs nothing of middleware/ (the admin guard builds it with `actorOf`).
 */
export type Actor = { adminId: string; ip: string | null };
