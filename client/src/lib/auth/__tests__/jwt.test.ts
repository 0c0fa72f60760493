import { decodeJwtPayload, isTokenUsable, tokenExpiresAt } from '../jwt';
import { fakeJwt, tokenExpiringIn } from './token-fixtures';

describe('admin token decoding', () => {
  const now = Date.UTC(2026, 2, 1, 12, 0, 0);

  it('When the token is well formed, then its claims are read', () => {
    expect(decodeJwtPayload(fakeJwt({ sub: 'abc', exp: 123, name: 'Adé' }))).toEqual({
      sub: 'abc',
      exp: 123,
      name: 'Adé',
    });
  });

  it('When the token has an exp claim, then the expiry is that second in milliseconds', () => {
    expect(tokenExpiresAt(fakeJwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('When the expiry is ahead, then the token is usable; when it has passed, then it is not', () => {
    expect(isTokenUsable(tokenExpiringIn(60, now), now)).toBe(true);
    expect(isTokenUsable(tokenExpiringIn(-1, now), now)).toBe(false);
    expect(isTokenUsable(tokenExpiringIn(0, now), now)).toBe(false);
  });

  it.each([
    ['an empty string', ''],
    ['two parts', 'abc.def'],
    ['a payload that is not JSON', 'aGVhZGVy.bm90IGpzb24.sig'],
    ['a payload without exp', fakeJwt({ sub: 'x' })],
    ['an exp that is not a number', fakeJwt({ exp: 'tomorrow' })],
    ['a JSON array payload', `x.${Buffer.from('[1]').toString('base64')}.y`],
  ])('When the token is %s, then it cannot be used (a failed decode is an auth error)', (_label, token) => {
    expect(isTokenUsable(token, now)).toBe(false);
  });
});
