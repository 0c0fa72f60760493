import sharp from 'sharp';
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

/** A plain JPEG: the screening sandbox of the test server reads it as one adult face (decision 0143). */
export const selfieJpeg = () =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: '#b07a55' } })
    .jpeg()
    .toBuffer();

/** POST /me/liveness/selfie, multipart as the apps send it: the sandbox liveness step's selfie. */
export async function sendSelfie(site: Site, token: string) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(await selfieJpeg())], { type: 'image/jpeg' }), 'selfie.jpg');
  const response = await fetch(`${site.url}${APP}/me/liveness/selfie`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /me/liveness/selfie answered ${response.status}: ${await response.text()}`);
}

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
      'biometric-consent',
      (site: Site, token: string) => memberCall(site, token, 'PUT', '/me/signup/biometric-consent', { accepted: true }),
    ],
    [
      'liveness',
      async (site: Site, token: string) => {
        const { sessionId } = await memberCall<{ sessionId: string }>(site, token, 'POST', '/me/liveness/sessions');
        await sendSelfie(site, token);
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
