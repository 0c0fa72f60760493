import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { members, memberVerifiedFaces } from '../../server/src/db/schema';
import { rescreenWaitingPhotos } from '../../server/src/modules/member-photos/photo-screening.service';
import type { TestServer } from '../../server/src/test-support/test-server';
import { giveVerifiedFace } from '../../server/src/test-support/verified-face';
import { axeAtEveryWidth, describeE2E, launchMemberBrowser, PHONE, type MemberBrowser } from './support/harness';
import { go, signUp } from './member/member-journey';

/**
 * Own photos in /app while they are screened (decision 0149): "Checking your photo…" until the job's verdict, which
 * arrives on the live channel; a refused photo says why and can be appealed once. The server screens with the
 * sandbox (test-server.ts); the member's verified face is removed before the first upload and written back after it,
 * as the selfie step would, so that the photo is seen waiting before its verdict comes.
 */
const PHONE_NUMBER = '08061119001';

const picture = async (colour: string, marker?: string) => {
  const base = sharp({ create: { width: 480, height: 480, channels: 3, background: colour } });
  const withMarker = marker ? base.withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } }) : base;
  return { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await withMarker.jpeg().toBuffer() };
};

describeE2E('Own photos in /app while they are screened', () => {
  let server: TestServer;
  let browser: MemberBrowser;
  let page: Page;

  beforeAll(async () => {
    const { startTestServer } = await import('../../server/src/test-support/test-server');
    server = await startTestServer();
    browser = await launchMemberBrowser();
    page = await browser.newMember(PHONE);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('when a member adds a photo, then it shows "Checking your photo…" until the verdict comes live, and the checking state is axe-clean at 390 and 1440', async () => {
    const site = { url: server.url, close: async () => undefined };
    await signUp(page, site, { phone: PHONE_NUMBER, firstName: 'Ifeoma', gender: 'Female', interestedIn: 'Male' });
    const [row] = await server.ctx.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, `234${PHONE_NUMBER.slice(1)}`));
    // Whatever face the sign-up kept, the member has none now: the upload waits for one, visibly.
    await server.ctx.db.delete(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, row!.id));
    await go(page, 'Profile', 'Your profile');
    await page.locator('#photo-upload').setInputFiles(await picture('#5b8c3a'));
    await page.getByText('Photo added').waitFor();
    await page.getByRole('img', { name: 'Your photo 1' }).waitFor();
    const checking = page.getByRole('status').filter({ hasText: 'Checking your photo…' });
    await checking.waitFor();
    expect(await axeAtEveryWidth(page, 'photos')).toEqual([]);

    // The selfie step's verified face arrives: the waiting photo is screened against it and approved, live.
    await giveVerifiedFace(server.ctx, row!.id);
    await rescreenWaitingPhotos(server.ctx, row!.id);
    await checking.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: 'Your photo 1' }).waitFor();
    expect(await page.getByText('Not shown to anyone').count()).toBe(0);
  });

  it('when a photo is refused, then it says why in plain words, offers one appeal, and says once it is sent; axe-clean at 390 and 1440', async () => {
    await page.locator('#photo-upload').setInputFiles(await picture('#8c3a5b', 'nudity'));
    const item = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Your photo 2' }) });
    await item.getByText('Not shown to anyone.').waitFor();
    await item.getByText('It may show nudity.').waitFor();
    expect(await axeAtEveryWidth(page, 'photos')).toEqual([]);

    await item.getByRole('button', { name: 'Appeal' }).click();
    await item.getByText('Appeal sent: our team will look at it again').waitFor();
    expect(await item.getByRole('button', { name: 'Appeal' }).count()).toBe(0);
    expect(await axeAtEveryWidth(page, 'photos')).toEqual([]);
  });
});
