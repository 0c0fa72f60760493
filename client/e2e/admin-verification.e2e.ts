import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describeE2E, PHONE, seriousA11yViolations, type Site } from './support/harness';
import { expectToast, openScreen, useControlCentre } from './admin/admin-helpers';
import { apiMember, apiSignIn, memberCall } from './member/member-api';

const WIDE = { width: 1440, height: 900 } as const;

/**
 * Every axe violation, whatever its impact, in the screen's own content (`main`), and the serious and critical ones
 * on the whole page. The control centre's top bar has a moderate `region` finding at 390 px on every screen (its
 * brand sits outside a landmark), which is the layout's, not this screen's.
 */
async function violations(page: Page): Promise<string[]> {
  const whole = (await seriousA11yViolations(page)).map((v) => `page: ${v}`);
  const results = await new AxeBuilder({ page })
    .include('main')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return [
    ...whole,
    ...results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ];
}

/** A picture of its own that the sandbox holds for staff (decision 0143: the marker rides in the EXIF description). */
async function heldPicture(): Promise<Buffer> {
  const pixels = Buffer.alloc(96 * 96 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: 96, height: 96, channels: 3 } })
    .withExif({ IFD0: { ImageDescription: 'blynd-sandbox:nudity-held' } })
    .jpeg()
    .toBuffer();
}

/** POSTs an image as the multipart field `photo` (`file` for a chat attachment), as the apps do. */
async function postImage(site: Site, token: string, path: string, bytes: Buffer, field = 'photo'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'image.jpg');
  return fetch(`${site.url}/api/v1/app${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

/** A new member through sign-up to the face check, with a sandbox selfie marked `underage`: held for an age review. */
async function memberInAgeReview(site: Site, phone: string) {
  const { token } = await apiSignIn(site, phone);
  await memberCall(site, token, 'PUT', '/me/signup/name', { firstName: 'Zainab', lastName: 'Review' });
  await memberCall(site, token, 'PUT', '/me/signup/birthday', { dob: '2001-02-03' });
  await memberCall(site, token, 'PUT', '/me/signup/gender', { gender: 'Female', interestedIn: ['Male'] });
  await memberCall(site, token, 'PATCH', '/me', {
    bio: 'I read on Sundays and cook jollof for friends.',
    interests: ['Books', 'Cooking', 'Travel'],
    state: 'Lagos',
    income: 1_200_000,
    avatar: '/media/avatars/3.svg',
  });
  await memberCall(site, token, 'PUT', '/me/signup/biometric-consent', { accepted: true });
  const { sessionId } = await memberCall<{ sessionId: string }>(site, token, 'POST', '/me/liveness/sessions');
  const selfie = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#a0765a' } })
    .withExif({ IFD0: { ImageDescription: 'blynd-sandbox:underage' } })
    .jpeg()
    .toBuffer();
  const sent = await postImage(site, token, '/me/liveness/selfie', selfie);
  if (!sent.ok) throw new Error(`selfie answered ${sent.status}: ${await sent.text()}`);
  await memberCall(site, token, 'POST', `/me/liveness/sessions/${sessionId}/complete`);
}

type OwnPhoto = { _id: string; status: string; reason: string | null };

async function uploadHeldPhoto(site: Site, token: string): Promise<string> {
  const response = await postImage(site, token, '/me/photos', await heldPicture());
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}

/** The member's own view of the photo, read until the server's screening worker has given its verdict. */
async function ownPhotoOnceScreened(site: Site, token: string, id: string): Promise<OwnPhoto> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { items } = await memberCall<{ items: OwnPhoto[] }>(site, token, 'GET', '/me/photos');
    const photo = items.find((item) => item._id === id);
    if (photo && photo.status !== 'checking') return photo;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`photo ${id} was never screened`);
}

describeE2E('control centre: Verification', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  it('When a held photo is approved on the Verification screen, then it leaves the list and its owner sees it approved; the screen is axe-clean at 390 and 1440', async () => {
    const member = await apiSignIn(site, '08120000004');
    const photoId = await uploadHeldPhoto(site, member.token);
    expect(await ownPhotoOnceScreened(site, member.token, photoId)).toMatchObject({ status: 'held', reason: 'nudity' });

    const me = await memberCall<{ firstName: string; lastName: string }>(site, member.token, 'GET', '/me');
    const name = `${me.firstName} ${me.lastName}`.trim();

    await memberInAgeReview(site, '08120000099');

    await openScreen(page, site, 'verification', 'Verification');
    // The age review sits beside the photos, its selfie kept while the review is open.
    const review = page.getByRole('region', { name: 'Age reviews' }).getByRole('listitem', {
      name: 'Age review of Zainab Review',
    });
    await review.getByRole('img', { name: 'Verified face of Zainab Review' }).waitFor();
    const card = page.getByRole('region', { name: 'Photos' }).getByRole('listitem', { name: `Photo of ${name}` });
    await card.waitFor();
    // The evidence side by side: the photo itself (fetched with the admin token), the reason and the scores.
    await card.getByRole('img', { name: `Photo of ${name}` }).waitFor();
    await card.getByText('Nudity score').waitFor();
    expect(await card.innerText()).toContain('Nudity');

    const problems: string[] = [];
    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      problems.push(...(await violations(page)).map((v) => `@${viewport.width}: ${v}`));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) problems.push(`@${viewport.width}: page scrolls sideways by ${overflow}px`);
    }
    expect(problems).toEqual([]);

    await card.getByLabel('Note').fill('A beach photo, nothing more');
    await card.getByRole('button', { name: `Approve the photo of ${name}` }).click();
    await expectToast(page, 'Photo approved');
    await card.waitFor({ state: 'detached' });
    expect(await ownPhotoOnceScreened(site, member.token, photoId)).toMatchObject({ status: 'approved', reason: null });
  });
  it('When a photo sent in chat is held, then the Verification screen shows it with its picture, and removing it tells both members it was removed', async () => {
    const amaka = await apiMember(site, '08067790001', 'Amaka', 'Female', 'Male');
    const tunde = await apiMember(site, '08067790002', 'Tunde', 'Male', 'Female');
    await memberCall(site, tunde.token, 'POST', `/likes/${amaka.memberId}`);
    const liked = await memberCall<{ match?: { _id: string } }>(site, amaka.token, 'POST', `/likes/${tunde.memberId}`);
    const matchId = liked.match!._id;
    const asked = await memberCall<{ _id: string }>(site, tunde.token, 'POST', `/matches/${matchId}/photo-request`);
    await memberCall(site, amaka.token, 'POST', `/photo-requests/${asked._id}/accept`);
    const uploaded = await postImage(site, amaka.token, `/matches/${matchId}/attachments`, await heldPicture(), 'file');
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const { attachment } = (await uploaded.json()) as { attachment: { _id: string } };
    await memberCall(site, amaka.token, 'POST', `/matches/${matchId}/messages`, {
      clientMessageId: crypto.randomUUID(),
      kind: 'photo',
      attachmentId: attachment._id,
    });
    type Item = { attachment: { _id: string; status: string } | null };
    const statusFor = async (token: string) => {
      const { items } = await memberCall<{ items: Item[] }>(site, token, 'GET', `/matches/${matchId}/messages`);
      return items.find((item) => item.attachment?._id === attachment._id)?.attachment?.status;
    };
    for (let attempt = 0; attempt < 200 && (await statusFor(amaka.token)) === 'checking'; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect([await statusFor(amaka.token), await statusFor(tunde.token)]).toEqual(['held', 'checking']);

    await page.setViewportSize(WIDE);
    await openScreen(page, site, 'verification', 'Verification');
    const card = page
      .getByRole('region', { name: 'Photos sent in chat' })
      .getByRole('listitem', { name: 'Chat photo from Amaka' });
    await card.getByRole('img', { name: 'Chat photo from Amaka' }).waitFor();
    expect(await card.innerText()).toContain('Nudity');
    expect(await violations(page)).toEqual([]);
    await card.getByLabel('Note').fill('Nudity sent in a chat');
    await card.getByRole('button', { name: 'Remove the chat photo from Amaka' }).click();
    await expectToast(page, 'Photo removed');
    await card.waitFor({ state: 'detached' });
    expect([await statusFor(amaka.token), await statusFor(tunde.token)]).toEqual(['removed', 'removed']);
  });
});
