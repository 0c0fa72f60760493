import sharp from 'sharp';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import {
  axeAtEveryWidth,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  describeE2E,
  PHONE,
  startSite,
  type Site,
} from './support/harness';
import { memberCall } from './member/member-api';
import { signedInMember } from './member/page-session';
import { go } from './member/member-journey';

/**
 * Rich chat in /app (issue 44; decision 0169): a voice note recorded with Chromium's fake microphone and played on
 * the other side, whose length and size show before any byte loads; a photo shown blurred until tapped; reactions
 * and replies, live on both sides; the data saver loading no media until a tap; every state axe-clean at the member
 * widths.
 */
const WIDE = { width: 1440, height: 900 } as const;
const attachmentRequests = (requests: Request[]) =>
  requests.filter((request) => request.url().includes('/api/v1/app/attachments/'));

describeE2E('Rich chat in the member web app', () => {
  let site: Site;
  let browser: Browser;
  let yusra: Page;
  let wole: Page;
  const woleRequests: Request[] = [];
  let herToken = '';
  let matchId = '';

  beforeAll(async () => {
    site = await startSite();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    const open = async (viewport: { width: number; height: number }) => {
      const context = await browser.newContext({ viewport, permissions: ['microphone'] });
      context.setDefaultTimeout(30_000);
      return context.newPage();
    };
    [yusra, wole] = await Promise.all([open(PHONE), open(WIDE)]);
    wole.on('request', (request) => woleRequests.push(request));
    // Two members who matched and unlocked photos to each other: signed in here, the rest through the API.
    const her = await signedInMember(site, yusra, {
      phone: '08065550001',
      firstName: 'Yusra',
      gender: 'Female',
      interestedIn: 'Male',
    });
    const him = await signedInMember(site, wole, {
      phone: '08065550002',
      firstName: 'Wole',
      gender: 'Male',
      interestedIn: 'Female',
    });
    await memberCall(site, him.token, 'POST', `/likes/${her.memberId}`);
    const liked = await memberCall<{ match?: { _id: string } }>(site, her.token, 'POST', `/likes/${him.memberId}`);
    matchId = liked.match!._id;
    herToken = her.token;
    const request = await memberCall<{ _id: string }>(site, him.token, 'POST', `/matches/${matchId}/photo-request`);
    await memberCall(site, her.token, 'POST', `/photo-requests/${request._id}/accept`);
    for (const [page, other] of [
      [yusra, 'Wole'],
      [wole, 'Yusra'],
    ] as const) {
      await page.goto(`${site.url}/app/discover`);
      await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
      await go(page, 'Chat', 'Chat');
      await page.getByRole('link', { name: new RegExp(other) }).click();
      await page.getByRole('heading', { name: other, level: 1 }).waitFor();
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const messages = (page: Page) => page.getByTestId('messages');
  const sendText = async (page: Page, to: string, text: string) => {
    await page.getByLabel(`Message ${to}`).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await messages(page).locator('.m-msg:not(.m-msg--pending)').getByText(text).waitFor();
  };

  it('when Yusra records a voice note with the microphone, then Wole sees its length and size before it loads, and plays it', async () => {
    await yusra.getByRole('button', { name: 'Record a voice note' }).click();
    const countdown = yusra.getByTestId('recording-countdown');
    await countdown.waitFor();
    expect(await countdown.innerText()).toMatch(/^[01]:\d\d left$/);
    await yusra.waitForTimeout(2_500);
    await yusra.getByRole('button', { name: 'Stop' }).click();
    await yusra.getByText(/^Voice note ready: \d:\d\d, \d+ KB$/).waitFor();
    await yusra.getByRole('button', { name: 'Send voice note' }).click();
    const sent = messages(yusra).locator('.m-msg:not(.m-msg--pending)[data-kind="voice"] .m-voice__meta');
    // A refusal (the upload's or the send's) shows as an alert: its words make the failure readable.
    const refused = yusra.getByRole('alert');
    await sent.or(refused).first().waitFor();
    expect(await refused.allInnerTexts()).toEqual([]);
    // The length the server read from the recording, and its size, as the sender's copy shows them.
    const [, length] = /^(\d:\d\d) · \d+ KB$/.exec((await sent.innerText()).trim())!;
    expect(length).toMatch(/^0:0[1-4]$/);

    const note = messages(wole).locator('[data-kind="voice"]');
    await note.waitFor();
    expect((await note.locator('.m-voice__meta').innerText()).trim()).toBe((await sent.innerText()).trim());
    // Shown from the message alone: no byte of the note was asked for yet.
    expect(attachmentRequests(woleRequests)).toEqual([]);
    const bytes = wole.waitForResponse((response) => response.url().includes('/api/v1/app/attachments/'));
    await note.getByRole('button', { name: `Play voice note, ${length}` }).click();
    const response = await bytes;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^audio\/(webm|ogg)/);
    await note.locator('.m-voice[data-state="playing"], .m-voice[data-state="paused"]').waitFor();
    expect(await note.locator('.m-voice').getAttribute('data-state')).not.toBe('failed');
  });

  it('when Yusra sends a photo with a caption, then Wole sees it blurred until he taps it, then the photo itself', async () => {
    const chooser = yusra.waitForEvent('filechooser');
    await yusra.getByRole('button', { name: 'Add a photo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'beach.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a86c8' } })
        .jpeg()
        .toBuffer(),
    });
    await yusra.getByLabel('Caption (optional)').fill('At the beach in Lekki');
    await yusra.getByRole('button', { name: 'Send photo' }).click();
    await messages(yusra).locator('.m-msg:not(.m-msg--pending)[data-kind="photo"]').waitFor();

    const photo = messages(wole).locator('[data-kind="photo"]');
    await photo.getByText('At the beach in Lekki').waitFor();
    const tap = photo.getByRole('button', { name: 'Tap to view' });
    await tap.waitFor({ timeout: 60_000 });
    await photo.locator('img.m-photo-msg__preview').waitFor();
    const asked = attachmentRequests(woleRequests).filter((request) => !request.url().includes('variant=preview'));
    expect(asked).toHaveLength(1); // the voice note's bytes only: the photo so far is its blurred preview
    await tap.click();
    await photo.getByRole('img', { name: 'Photo from Yusra' }).waitFor();
    expect(
      await photo.getByRole('img', { name: 'Photo from Yusra' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(800);
  });

  it('when Wole reacts, then Yusra sees it live; another reaction replaces his, and the same one again takes it back', async () => {
    await sendText(yusra, 'Wole', 'Which beach do you like best?');
    const onWole = messages(wole).locator('.m-msg').filter({ hasText: 'Which beach do you like best?' });
    await onWole.waitFor();
    await onWole.getByRole('button', { name: 'React to this message' }).click();
    await onWole.getByRole('button', { name: 'Heart' }).click();
    const onYusra = messages(yusra).locator('.m-msg').filter({ hasText: 'Which beach do you like best?' });
    await onYusra.getByText('Heart from Wole').waitFor();

    await onWole.getByRole('button', { name: 'React to this message' }).click();
    await onWole.getByRole('button', { name: 'Laughing' }).click();
    await onYusra.getByText('Laughing from Wole').waitFor();
    expect(await onYusra.getByText('Heart from Wole').count()).toBe(0);

    await onWole.getByRole('button', { name: 'React to this message' }).click();
    expect(await onWole.getByRole('button', { name: 'Laughing' }).getAttribute('aria-pressed')).toBe('true');
    await onWole.getByRole('button', { name: 'Laughing' }).click();
    await onYusra.getByText('Laughing from Wole').waitFor({ state: 'detached' });
    await onYusra.getByRole('button', { name: 'React to this message' }).click();
    await onYusra.getByRole('button', { name: 'Thank you' }).click();
    await onWole.getByText('Thank you from Yusra').waitFor();
  });

  it('when Wole replies to a message, then both see the quote, and a tap on it brings the original into view', async () => {
    const original = messages(wole).locator('.m-msg').filter({ hasText: 'Which beach do you like best?' });
    await original.getByRole('button', { name: 'Reply to this message' }).click();
    await wole.getByRole('group', { name: 'Replying to Yusra' }).getByText('Which beach do you like best?').waitFor();
    await sendText(wole, 'Yusra', 'Tarkwa Bay, every time');
    expect(await wole.getByRole('group', { name: 'Replying to Yusra' }).count()).toBe(0);

    const reply = messages(yusra).locator('.m-msg').filter({ hasText: 'Tarkwa Bay, every time' });
    const quote = reply.getByRole('button', { name: 'In reply to You: Which beach do you like best?' });
    await quote.waitFor();
    await quote.click();
    const seq = await messages(yusra)
      .locator('.m-msg')
      .filter({ has: yusra.locator('p.m-msg__text').getByText('Which beach do you like best?', { exact: true }) })
      .getAttribute('data-seq');
    await yusra.waitForFunction((expected) => document.activeElement?.getAttribute('data-seq') === expected, seq);

    // A reply to the voice note quotes it as what it was.
    const voice = messages(wole).locator('[data-kind="voice"]');
    await voice.getByRole('button', { name: 'Reply to this message' }).click();
    await sendText(wole, 'Yusra', 'Lovely voice');
    await messages(yusra)
      .locator('.m-msg')
      .filter({ hasText: 'Lovely voice' })
      .getByRole('button', { name: 'In reply to You: Voice note' })
      .waitFor();
  });

  it('when the conversation holds a voice note, a photo, reactions and replies, then it is axe-clean at every member width on both sides', async () => {
    const problems = [
      ...(await axeAtEveryWidth(yusra, 'rich chat (sender)')),
      ...(await axeAtEveryWidth(wole, 'rich chat (recipient)')),
    ];
    await yusra.getByRole('button', { name: 'Record a voice note' }).click();
    await yusra.getByTestId('recording-countdown').waitFor();
    problems.push(...(await axeAtEveryWidth(yusra, 'recording')));
    await yusra.getByRole('button', { name: 'Cancel' }).click();
    await messages(wole).locator('.m-msg').last().getByRole('button', { name: 'React to this message' }).click();
    problems.push(...(await axeAtEveryWidth(wole, 'reaction menu open')));
    await yusra.setViewportSize(PHONE);
    await wole.setViewportSize(WIDE);
    expect(problems).toEqual([]);
  });

  it('when the microphone is refused, then the recorder says so plainly and nothing is sent', async () => {
    await yusra.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await yusra.getByRole('button', { name: 'Record a voice note' }).click();
    await yusra
      .getByRole('alert')
      .filter({
        hasText: 'Blynd cannot use your microphone. Allow the microphone for this site in your browser settings',
      })
      .waitFor();
    expect(await axeAtEveryWidth(yusra, 'microphone refused')).toEqual([]);
    await yusra.getByRole('button', { name: 'Cancel' }).click();
    await yusra.getByLabel('Message Wole').waitFor();
  });

  it('when the data saver is on, then no voice or photo byte loads, not even the preview, until tapped', async () => {
    await wole.evaluate(() => localStorage.setItem('blynd.dataSaver', 'on'));
    const before = woleRequests.length;
    await wole.reload();
    await wole.getByRole('heading', { name: 'Yusra', level: 1 }).waitFor();
    const photo = messages(wole).locator('[data-kind="photo"]');
    const tap = photo.getByRole('button', { name: /^Tap to load the photo \(\d+ KB\)$/ });
    await tap.waitFor();
    await messages(wole)
      .locator('[data-kind="voice"]')
      .getByText(/0:0\d · \d+ KB/)
      .waitFor();
    await wole.waitForTimeout(500);
    expect(attachmentRequests(woleRequests.slice(before))).toEqual([]);
    await tap.click();
    await photo.getByRole('img', { name: 'Photo from Yusra' }).waitFor();
    const loaded = attachmentRequests(woleRequests.slice(before)).map((request) => new URL(request.url()).search);
    expect(loaded).toEqual(['']);
    await wole.evaluate(() => localStorage.removeItem('blynd.dataSaver'));
  });

  it('when the screening removes a photo, then its sender reads why, and the other side only that it was removed', async () => {
    const chooser = yusra.waitForEvent('filechooser');
    await yusra.getByRole('button', { name: 'Add a photo' }).click();
    // The screening sandbox reads this marker as nudity (photo-screening/sandbox-provider.ts).
    const flagged = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c87a3a' } })
      .withExif({ IFD0: { ImageDescription: 'blynd-sandbox:nudity' } })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({ name: 'flagged.jpg', mimeType: 'image/jpeg', buffer: flagged });
    await yusra.getByLabel('Caption (optional)').fill('Second photo');
    await yusra.getByRole('button', { name: 'Send photo' }).click();
    const mine = messages(yusra)
      .locator('.m-msg:not(.m-msg--pending)[data-kind="photo"]')
      .filter({ hasText: 'Second photo' });
    await mine.getByText('Removed: It may show nudity.').waitFor({ timeout: 60_000 });
    const theirs = messages(wole).locator('[data-kind="photo"]').filter({ hasText: 'Second photo' });
    await theirs.getByText('Removed', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await theirs.getByText(/nudity/).count()).toBe(0);
  });

  it('when Yusra hides her photos from the match again, then the photo button is off and says why', async () => {
    await memberCall(site, herToken, 'POST', `/matches/${matchId}/photos/revoke`);
    await yusra.reload();
    await yusra.getByRole('heading', { name: 'Wole', level: 1 }).waitFor();
    const button = yusra.getByRole('button', { name: 'Add a photo' });
    await yusra.waitForFunction(
      () => document.querySelector('.m-composer__tool[aria-disabled="true"]') !== null,
      undefined,
      { timeout: 30_000 },
    );
    // Marked disabled (aria-disabled), it still answers a tap: with why it is off.
    await button.click({ force: true });
    await yusra
      .getByRole('status')
      .filter({ hasText: 'Photos can be sent once you have both unlocked photos' })
      .waitFor();
    expect(await button.getAttribute('aria-describedby')).toBe('photos-locked');
  });

  it('when Yusra reads Blynd in Pidgin, then the conversation speaks Pidgin', async () => {
    await memberCall(site, herToken, 'PATCH', '/me', { language: 'pcm' });
    await yusra.reload();
    await yusra.getByRole('heading', { name: 'Wole', level: 1 }).waitFor();
    await yusra.getByRole('button', { name: 'Record voice note' }).waitFor();
    await yusra.getByLabel('Send Wole message').fill('How body?');
    await yusra.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = messages(yusra).locator('.m-msg:not(.m-msg--pending)').filter({ hasText: 'How body?' });
    await sent.getByRole('button', { name: 'Reply dis message' }).waitFor();
    expect(await axeAtEveryWidth(yusra, 'conversation in Pidgin')).toEqual([]);
  });

  it("when Wole's browser records no Opus itself, as Safari's does not, then the page encodes the note as Ogg Opus and Yusra plays it", async () => {
    // Safari's answer: AAC in MP4 only (the note is the conversation's second: the others ran before).
    await wole.evaluate(() => {
      MediaRecorder.isTypeSupported = (type: string) => type.startsWith('audio/mp4');
    });
    const before = await messages(wole).locator('[data-kind="voice"]').count();
    await wole.getByRole('button', { name: 'Record a voice note' }).click();
    await wole.getByTestId('recording-countdown').waitFor();
    await wole.waitForTimeout(2_500);
    await wole.getByRole('button', { name: 'Stop' }).click();
    await wole.getByText(/^Voice note ready: \d:\d\d, \d+ KB$/).waitFor();
    await wole.getByRole('button', { name: 'Send voice note' }).click();
    const sent = messages(wole).locator('.m-msg:not(.m-msg--pending)[data-kind="voice"] .m-voice__meta').nth(before);
    const refused = wole.getByRole('alert');
    await sent.or(refused).first().waitFor();
    expect(await refused.allInnerTexts()).toEqual([]);
    expect((await sent.innerText()).trim()).toMatch(/^0:0[1-4] · \d+ KB$/);

    const note = messages(yusra).locator('[data-kind="voice"]').nth(before);
    await note.waitFor();
    const bytes = yusra.waitForResponse((response) => response.url().includes('/api/v1/app/attachments/'));
    await note.locator('.m-voice button').first().click();
    const response = await bytes;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^audio\/ogg/);
    await note.locator('.m-voice[data-state="playing"], .m-voice[data-state="paused"]').waitFor();
  });
});
