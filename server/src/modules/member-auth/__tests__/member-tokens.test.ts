import { randomUUID } from 'node:crypto';
import { MEMBER_ACCESS_TOKEN_TTL_SECONDS, signMemberAccessToken, verifyMemberAccessToken } from '../member-tokens';

const SECRET = 'member-tokens-test-secret-0123456789abcdef';
const OTHER_SECRET = 'member-tokens-other-secret-0123456789abcdef';

// Verified tokens are kept (decision 0115): the second check of a token must answer exactly what the first did.
describe('Member access tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('When a token is checked twice, then both answers name its member and session', () => {
    const [memberId, sessionId] = [randomUUID(), randomUUID()];
    const token = signMemberAccessToken(memberId, sessionId, SECRET);
    for (let i = 0; i < 2; i++)
      expect(verifyMemberAccessToken(token, SECRET)).toMatchObject({ sub: memberId, sid: sessionId, typ: 'member' });
  });

  it('When a token that verified before has expired, then it is refused, and stays refused', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    const token = signMemberAccessToken(randomUUID(), randomUUID(), SECRET);
    expect(verifyMemberAccessToken(token, SECRET)).not.toBeNull();
    jest.setSystemTime(new Date(Date.now() + (MEMBER_ACCESS_TOKEN_TTL_SECONDS - 1) * 1000));
    expect(verifyMemberAccessToken(token, SECRET)).not.toBeNull();
    jest.setSystemTime(new Date(Date.now() + 1000));
    expect(verifyMemberAccessToken(token, SECRET)).toBeNull();
    expect(verifyMemberAccessToken(token, SECRET)).toBeNull();
  });

  it('When a token verified under one secret is checked under another, then it is refused', () => {
    const token = signMemberAccessToken(randomUUID(), randomUUID(), SECRET);
    expect(verifyMemberAccessToken(token, SECRET)).not.toBeNull();
    expect(verifyMemberAccessToken(token, OTHER_SECRET)).toBeNull();
  });

  it('When a verified token is altered by one character, then the altered one is refused', () => {
    const token = signMemberAccessToken(randomUUID(), randomUUID(), SECRET);
    expect(verifyMemberAccessToken(token, SECRET)).not.toBeNull();
    const at = token.length - 10; // inside the signature, clear of its last character's padding bits
    const altered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(verifyMemberAccessToken(altered, SECRET)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: randomUUID(), sid: randomUUID(), typ: 'member' })).toString(
      'base64url',
    );
    expect(verifyMemberAccessToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
  });
});
