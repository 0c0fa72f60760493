import sharp from 'sharp';
import { createSandboxProvider, sandboxMarkerOf, type SandboxMarker } from '../sandbox-provider';
import { ageVerdict, photoVerdict } from '../screening-rules';

const provider = createSandboxProvider();

const picture = (marker?: SandboxMarker) => {
  const image = sharp({ create: { width: 400, height: 400, channels: 3, background: '#777' } });
  return (marker ? image.withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } }) : image).jpeg().toBuffer();
};

describe('sandbox screening provider (decision 0143)', () => {
  it('When any unmarked picture is the selfie and the first photo, then it is an adult and the photo is approved as a match', async () => {
    const { analysis, template } = await provider.analyseFace(await picture());
    expect(ageVerdict(analysis)).toMatchObject({ kind: 'adult' });
    const photo = await provider.analysePhoto(await picture());
    expect(photoVerdict({ analysis: photo, position: 'first', verifiedFace: template, duplicate: null })).toMatchObject(
      {
        status: 'approved',
        faceMatch: 'match',
      },
    );
  });

  it('When a test marks the picture in its EXIF, then the sandbox gives that verdict', async () => {
    const { template } = await provider.analyseFace(await picture());
    const expected: [SandboxMarker, object][] = [
      ['nudity', { status: 'rejected', reason: 'nudity' }],
      ['nudity-held', { status: 'held', reason: 'nudity' }],
      ['violence', { status: 'rejected', reason: 'violence' }],
      ['violence-held', { status: 'held', reason: 'violence' }],
      ['no-face', { status: 'rejected', reason: 'no-face' }],
      ['several-faces', { status: 'rejected', reason: 'several-faces' }],
      ['not-you', { status: 'held', reason: 'not-you', faceMatch: 'mismatch' }],
      ['underage', { status: 'held', reason: 'underage' }],
    ];
    for (const [marker, verdict] of expected) {
      const bytes = await picture(marker);
      expect(sandboxMarkerOf(bytes)).toBe(marker);
      const analysis = await provider.analysePhoto(bytes);
      expect(photoVerdict({ analysis, position: 'first', verifiedFace: template, duplicate: null })).toMatchObject(
        verdict,
      );
    }
    expect(ageVerdict((await provider.analyseFace(await picture('underage'))).analysis)).toMatchObject({
      kind: 'review',
    });
  });

  it('When the bytes are not an image, then even the sandbox answers unreadable', async () => {
    const analysis = await provider.analysePhoto(Buffer.from('blynd-sandbox:nudity but no image'));
    expect(photoVerdict({ analysis, position: 'first', verifiedFace: null, duplicate: null })).toMatchObject({
      status: 'rejected',
      reason: 'unreadable',
    });
  });
});
