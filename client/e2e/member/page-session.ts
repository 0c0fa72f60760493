import type { Page, Response } from 'playwright-core';
import type { Site } from '../support/harness';
import { signupSteps, type Gender } from './member-api';
import { signIn } from './member-journey';

/** The page's web session as it goes: the latest access token and member of its sign-in and refresh answers. */
export function followPageSession(page: Page) {
  const session = { token: '', memberId: '' };
  page.on('response', (response: Response) => {
    if (!/\/api\/v1\/app\/auth\/web\/(session|refresh)$/.test(new URL(response.url()).pathname) || !response.ok())
      return;
    void response
      .json()
      .then((body: { accessToken?: string; member?: { _id: string } }) => {
        if (body.accessToken) session.token = body.accessToken;
        if (body.member) session.memberId = body.member._id;
      })
      .catch(() => undefined);
  });
  return session;
}

/**
 * Signs a new member in on the page (the code the sandbox shows), reads the session's access token from the page's own
 * answer, and finishes sign-up through the API with it. One sign-in for both: a phone gets one code a minute.
 */
export async function signedInMember(
  site: Site,
  page: Page,
  member: { phone: string; firstName: string; gender: Gender; interestedIn: Gender },
) {
  const session = followPageSession(page);
  await signIn(page, site, member.phone);
  await page.getByRole('heading', { name: 'Your name', level: 1 }).waitFor();
  for (let tries = 0; !session.token && tries < 50; tries += 1) await page.waitForTimeout(100);
  for (const [, finish] of signupSteps(member.firstName, member.gender, member.interestedIn))
    await finish(site, session.token);
  return session;
}
