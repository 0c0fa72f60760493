/** Unsigned JWTs for tests: the client only reads the claims. */
const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const fakeJwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

/** A token expiring `seconds` from `now` (negative: already expired). */
export const tokenExpiringIn = (seconds: number, now = Date.now()) =>
  fakeJwt({ sub: 'admin-1', typ: 'admin', exp: Math.floor(now / 1000) + seconds });
