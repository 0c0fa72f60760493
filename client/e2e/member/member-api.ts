import type { Site } from '../support/harness';

const APP = '/api/v1/app';

/** The member API over HTTP, as the apps call it, for a story's setup: answers the JSON, throws on anything but 2xx. */
export async function memberCall<T = unknown>(
  site: Site,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${site.url}${APP}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs a phone in with the code the SMS sandbox holds; answers the access token and the member's id. */
export async function apiSignIn(site: Site, phone: string) {
  const { challengeId } = await memberCall<{ challengeId: string }>(site, null, 'POST', '/auth/otp/request', { phone });
  const { code } = await memberCall<{ code: string }>(
    site,
    null,
    'GET',
    `/sandbox/sms/latest?phone=${encodeURIComponent(phone)}`,
  );
  const verified = await memberCall<{ accessToken: string; member: { _id: string } }>(
    site,
    null,
    'POST',
    '/auth/otp/verify',
    { challengeId, code },
  );
  return { token: verified.accessToken, memberId: verified.member._id };
}

export type Gender = 'Male' | 'Female';

/**
 * The sign-up steps in the order the web app shows them, each one the API call that finishes it; the
 * optional compatibility screen is finished by saying a goal.
 */
export const signupSteps = (firstName: string, gender: Gender, interestedIn: Gender) =>
  [
    ['name', (site: Site, token: string) => memberCall(site, token, 'PUT', '/me/signup/name', { firstName })],
    [
      'birthday',
      (site: Site, token: string) => memberCall(site, token, 'PUT', '/me/signup/birthday', { dob: '1995-05-17' }),
    ],
    [
      'gender',
      (site: Site, token: string) =>
        memberCall(site, token, 'PUT', '/me/signup/gender', { gender, interestedIn: [interestedIn] }),
    ],
    [
      'profile',
      (site: Site, token: string) =>
        memberCall(site, token, 'PATCH', '/me', {
          bio: `${firstName} here: I read on Sundays and cook jollof for friends.`,
          interests: ['Books', 'Cooking', 'Travel'],
          state: 'Lagos',
          income: 1_200_000,
          avatar: '/media/avatars/3.svg',
        }),
    ],
    [
      'compatibility',
      (site: Site, token: string) => memberCall(site, token, 'PATCH', '/me', { relationshipGoal: 'long-term' }),
    ],
    [
      'liveness',
      async (site: Site, token: string) => {
        const { sessionId } = await memberCall<{ sessionId: string }>(site, token, 'POST', '/me/liveness/sessions');
        await memberCall(site, token, 'POST', `/me/liveness/sessions/${sessionId}/complete`);
      },
    ],
    ['terms', (site: Site, token: string) => memberCall(site, token, 'PUT', '/me/signup/terms', { accepted: true })],
  ] as const;

/** A member who has finished sign-up, through the API alone. */
export async function apiMember(site: Site, phone: string, firstName: string, gender: Gender, interestedIn: Gender) {
  const member = await apiSignIn(site, phone);
  for (const [, finish] of signupSteps(firstName, gender, interestedIn)) await finish(site, member.token);
  return member;
}
