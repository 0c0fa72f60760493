import sharp from 'sharp';
import { startRekognitionStandIn, type RekognitionStandIn } from '../../../test-support/rekognition-stand-in';
import { createRekognitionProvider, imageForRekognition } from '../rekognition-provider';
import { ageVerdict, photoVerdict } from '../screening-rules';
import type { ScreeningProvider } from '../screening-types';

/** The Rekognition provider against a local stand-in of its JSON API (server/src/test-support). */
let rekognition: RekognitionStandIn;
let provider: ScreeningProvider;

beforeAll(async () => {
  rekognition = await startRekognitionStandIn();
  provider = createRekognitionProvider({
    region: 'eu-west-1',
    endpoint: rekognition.url,
    credentials: { accessKeyId: 'AKIDSCREENING', secretAccessKey: 'secret' },
    timeoutMs: 5000,
  });
});
afterAll(async () => {
  await provider.close();
  await rekognition.close();
});

const picture = (colour: string, exif = false) => {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: colour } });
  return (exif ? image.withExif({ IFD0: { ImageDescription: 'GPS and camera data' } }) : image).jpeg().toBuffer();
};

describe('Rekognition screening provider', () => {
  it('When the verified face is made, then DetectFaces and DetectModerationLabels are asked, signed, and the face is cut out as the template', async () => {
    const selfie = await picture('#c89070');
    rekognition.describe(await imageForRekognition(selfie), { faces: [{ ageLow: 24, ageHigh: 31 }] });
    const { analysis, template } = await provider.analyseFace(selfie);
    expect(analysis).toMatchObject({
      readable: true,
      provider: 'rekognition',
      faces: [{ ageLow: 24, ageEstimate: 27.5 }],
    });
    expect(ageVerdict(analysis)).toEqual({ kind: 'adult', ageLow: 24 });
    expect(template).toMatchObject({ kind: 'face-image', provider: 'rekognition' });
    // The face box of the stand-in is 40 % × 50 % of 800 × 600: the template is that face with a fifth around it.
    const cut = await sharp(
      Buffer.from(template!.kind === 'face-image' ? template!.jpegBase64 : '', 'base64'),
    ).metadata();
    expect([cut.width, cut.height]).toEqual([448, 420]);
    const operations = rekognition.calls.map((call) => call.operation);
    expect(operations).toEqual(expect.arrayContaining(['DetectFaces', 'DetectModerationLabels']));
    expect(rekognition.calls.every((call) => call.accessKeyId === 'AKIDSCREENING')).toBe(true);
  });

  it('When an upload shows the verified face, then CompareFaces decides the match; a stranger is held as not-you', async () => {
    const selfie = await picture('#b08060');
    const { template } = await provider.analyseFace(selfie);
    const same = await picture('#a07050');
    const stranger = await picture('#907060');
    rekognition.describe(await imageForRekognition(same), { similarity: 99.2 });
    rekognition.describe(await imageForRekognition(stranger), { similarity: 12 });
    const match = await provider.analysePhoto(same, { template });
    expect(match).toMatchObject({ readable: true, templateSimilarity: 0.992 });
    expect(photoVerdict({ analysis: match, position: 'first', verifiedFace: template, duplicate: null })).toMatchObject(
      {
        status: 'approved',
        faceMatch: 'match',
      },
    );
    const other = await provider.analysePhoto(stranger, { template });
    expect(photoVerdict({ analysis: other, position: 'first', verifiedFace: template, duplicate: null })).toMatchObject(
      {
        status: 'held',
        reason: 'not-you',
        faceMatch: 'mismatch',
      },
    );
    const compare = rekognition.calls.filter((call) => call.operation === 'CompareFaces').at(-1)!;
    expect(compare.body).toMatchObject({ SimilarityThreshold: 0 });
  });

  it('When moderation labels come back, then explicit nudity and violence are scored 0–1 and the band decides', async () => {
    const nude = await picture('#e0b0a0');
    const fight = await picture('#803030');
    const beach = await picture('#30a0e0');
    rekognition.describe(await imageForRekognition(nude), {
      labels: [
        { Name: 'Explicit', Confidence: 97 },
        { Name: 'Exposed Female Genitalia', ParentName: 'Explicit Nudity', Confidence: 96 },
      ],
    });
    rekognition.describe(await imageForRekognition(fight), {
      labels: [{ Name: 'Graphic Violence', ParentName: 'Violence', Confidence: 70 }],
    });
    rekognition.describe(await imageForRekognition(beach), {
      labels: [{ Name: 'Swimwear or Underwear', Confidence: 93 }],
    });
    const verdictOf = async (bytes: Buffer) =>
      photoVerdict({
        analysis: await provider.analysePhoto(bytes),
        position: 'other',
        verifiedFace: null,
        duplicate: null,
      });
    expect(await verdictOf(nude)).toMatchObject({ status: 'rejected', reason: 'nudity', scores: { nudity: 0.97 } });
    expect(await verdictOf(fight)).toMatchObject({ status: 'held', reason: 'violence', scores: { violence: 0.7 } });
    // Swimwear is suggestive, not nudity: it is kept as evidence and acted on by no rule.
    expect(await verdictOf(beach)).toMatchObject({ status: 'checking', scores: { nudity: 0, suggestive: 0.93 } });
  });

  it('When a face is estimated under 18, then the account is reviewed and the photo held as underage', async () => {
    const young = await picture('#d0a080');
    rekognition.describe(await imageForRekognition(young), { faces: [{ ageLow: 13, ageHigh: 19 }] });
    const analysis = await provider.analysePhoto(young);
    expect(ageVerdict(analysis)).toEqual({ kind: 'review', reason: 'underage', ageLow: 13 });
    expect(photoVerdict({ analysis, position: 'other', verifiedFace: null, duplicate: null })).toMatchObject({
      status: 'held',
      reason: 'underage',
    });
  });

  it('When the bytes are not an image, then nothing is sent to AWS and the photo is unreadable', async () => {
    const before = rekognition.calls.length;
    await expect(provider.analysePhoto(Buffer.from('GIF89a but not really'))).resolves.toMatchObject({
      readable: false,
    });
    expect(rekognition.calls.length).toBe(before);
  });

  it('When an image leaves for AWS, then it is re-encoded without its metadata (no location or camera data)', async () => {
    const withExif = await picture('#406080', true);
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    await provider.analysePhoto(withExif);
    const sent = rekognition.images.at(-1)!.bytes;
    expect((await sharp(sent).metadata()).exif).toBeUndefined();
  });
});
