import {
  FACE_MATCH_MAX_DISTANCE,
  NUDITY_BANDS,
  REKOGNITION_MIN_SIMILARITY,
  VIOLENCE_BANDS,
  ageVerdict,
  descriptorDistance,
  photoVerdict,
  type PhotoVerdictInput,
} from '../screening-rules';
import type { DetectedFace, FaceTemplate, ReadableAnalysis } from '../screening-types';

const member = Array.from({ length: 128 }, (_, i) => Math.cos(i) / 10);
const template: FaceTemplate = { kind: 'descriptor', provider: 'local', descriptor: member };
/** A descriptor `distance` away from the member's. */
const at = (distance: number) => member.map((value, i) => (i === 0 ? value + distance : value));

const face = (descriptor = member, age = 30): DetectedFace => ({
  box: { x: 10, y: 10, width: 100, height: 120 },
  score: 0.99,
  descriptor: Float32Array.from(descriptor),
  ageEstimate: age,
  ageLow: age - 3,
});
const analysis = (over: Partial<ReadableAnalysis> = {}): ReadableAnalysis => ({
  readable: true,
  provider: 'local',
  width: 640,
  height: 480,
  faces: [face()],
  nudity: { nudity: 0.05, suggestive: 0.1, classes: {} },
  tookMs: 1,
  ...over,
});
const verdict = (over: Partial<PhotoVerdictInput> & { analysis?: PhotoVerdictInput['analysis'] }) =>
  photoVerdict({ analysis: analysis(), position: 'first', verifiedFace: template, duplicate: null, ...over });

describe('photoVerdict', () => {
  it('When the first photo shows the verified face alone and nothing else is wrong, then it is approved with faceMatch "match"', () => {
    expect(verdict({})).toEqual({
      status: 'approved',
      faceMatch: 'match',
      scores: expect.objectContaining({ faces: 1, faceDistance: 0, nudity: 0.05, ageEstimate: 30 }),
    });
  });

  it('When the face lies just inside or just outside the match distance, then it matches or is held as not-you', () => {
    const inside = verdict({ analysis: analysis({ faces: [face(at(FACE_MATCH_MAX_DISTANCE - 0.01))] }) });
    expect(inside).toMatchObject({ status: 'approved', faceMatch: 'match' });
    const outside = verdict({ analysis: analysis({ faces: [face(at(FACE_MATCH_MAX_DISTANCE + 0.01))] }) });
    expect(outside).toMatchObject({ status: 'held', reason: 'not-you', faceMatch: 'mismatch' });
    expect(descriptorDistance(at(0.3), member)).toBeCloseTo(0.3, 6);
  });

  it('When the first photo shows no face or several, then it is rejected; a later photo may show no face or friends', () => {
    const noFace = analysis({ faces: [] });
    const friends = analysis({ faces: [face(at(0.9)), face(), face(at(1.2))] });
    expect(verdict({ analysis: noFace })).toMatchObject({
      status: 'rejected',
      reason: 'no-face',
      faceMatch: 'no-face',
    });
    expect(verdict({ analysis: friends })).toMatchObject({ status: 'rejected', reason: 'several-faces' });
    expect(verdict({ analysis: noFace, position: 'other' })).toMatchObject({
      status: 'approved',
      faceMatch: 'no-face',
    });
    expect(verdict({ analysis: friends, position: 'other' })).toMatchObject({ status: 'approved', faceMatch: 'match' });
    const strangers = analysis({ faces: [face(at(0.9)), face(at(1.2))] });
    expect(verdict({ analysis: strangers, position: 'other' })).toMatchObject({ status: 'held', reason: 'not-you' });
  });

  it('When the local nudity score is in the band, then the photo is held for staff, and a model score alone never rejects it', () => {
    const { hold } = NUDITY_BANDS.local;
    const score = (nudity: number) =>
      verdict({ analysis: analysis({ nudity: { nudity, suggestive: 0, classes: {} } }) });
    expect(score(hold - 0.01)).toMatchObject({ status: 'approved' });
    expect(score(hold)).toMatchObject({ status: 'held', reason: 'nudity' });
    expect(score(1)).toMatchObject({ status: 'held', reason: 'nudity' });
  });

  it('When Rekognition is sure enough of nudity or violence, then the photo is rejected; between the thresholds it is held', () => {
    const rek = (nudity: number, violence: number) =>
      verdict({
        analysis: analysis({
          provider: 'rekognition',
          faces: [{ ...face(), descriptor: undefined }],
          templateSimilarity: 0.99,
          nudity: { nudity, suggestive: 0, classes: {} },
          violence: { violence, classes: {} },
        }),
        verifiedFace: { kind: 'face-image', provider: 'rekognition', jpegBase64: '' },
      });
    expect(rek(NUDITY_BANDS.rekognition.reject, 0)).toMatchObject({ status: 'rejected', reason: 'nudity' });
    expect(rek(NUDITY_BANDS.rekognition.hold, 0)).toMatchObject({ status: 'held', reason: 'nudity' });
    expect(rek(0, VIOLENCE_BANDS.rekognition.reject)).toMatchObject({ status: 'rejected', reason: 'violence' });
    expect(rek(0, VIOLENCE_BANDS.rekognition.hold)).toMatchObject({ status: 'held', reason: 'violence' });
    expect(rek(0, 0)).toMatchObject({ status: 'approved', faceMatch: 'match', scores: { faceSimilarity: 0.99 } });
  });

  it('When Rekognition compares the face below the similarity threshold, then the photo is held as not-you', () => {
    const result = verdict({
      analysis: analysis({
        provider: 'rekognition',
        faces: [{ ...face(), descriptor: undefined }],
        templateSimilarity: REKOGNITION_MIN_SIMILARITY - 0.01,
      }),
      verifiedFace: { kind: 'face-image', provider: 'rekognition', jpegBase64: '' },
    });
    expect(result).toMatchObject({ status: 'held', reason: 'not-you', faceMatch: 'mismatch' });
  });

  it('When any face may be a child, then the photo is held for staff even if it would also be refused for nudity', () => {
    const child = analysis({
      provider: 'rekognition',
      faces: [{ ...face(), ageEstimate: 15, ageLow: 12 }],
      nudity: { nudity: 0.99, suggestive: 0, classes: {} },
    });
    expect(verdict({ analysis: child })).toMatchObject({ status: 'held', reason: 'underage' });
    expect(verdict({ analysis: analysis({ faces: [face(member, 19)] }) })).toMatchObject({ status: 'approved' });
  });

  it('When the picture is another photo or a removed one, then it is held as duplicate with its distance', () => {
    expect(verdict({ duplicate: { photoId: 'p1', distance: 3 } })).toMatchObject({
      status: 'held',
      reason: 'duplicate',
      scores: { duplicateDistance: 3 },
    });
  });

  it('When the image could not be read, then it is rejected as unreadable', () => {
    expect(verdict({ analysis: { readable: false, provider: 'local', problem: 'x' } })).toEqual({
      status: 'rejected',
      reason: 'unreadable',
      faceMatch: 'no-face',
      scores: { faces: 0 },
    });
  });

  it('When a face is shown before there is a verified face, then the verdict waits for it; refusals still apply at once', () => {
    expect(verdict({ verifiedFace: null })).toMatchObject({ status: 'checking', waitingFor: 'verified-face' });
    expect(verdict({ verifiedFace: null, analysis: analysis({ faces: [] }) })).toMatchObject({ reason: 'no-face' });
    expect(
      verdict({
        verifiedFace: null,
        analysis: analysis({ faces: [], nudity: { nudity: 0.7, suggestive: 0, classes: {} } }),
        position: 'other',
      }),
    ).toMatchObject({ status: 'held', reason: 'nudity' });
  });
});

describe('ageVerdict', () => {
  it('When the lower bound is under 18, then the account is reviewed; at 18 it is adult; without one clear face, retake', () => {
    expect(ageVerdict(analysis({ faces: [{ ...face(), ageLow: 17.9 }] }))).toEqual({
      kind: 'review',
      reason: 'underage',
      ageLow: 17.9,
    });
    expect(ageVerdict(analysis({ faces: [{ ...face(), ageLow: 18 }] }))).toEqual({ kind: 'adult', ageLow: 18 });
    expect(ageVerdict(analysis({ faces: [] }))).toEqual({ kind: 'retake', reason: 'no-face' });
    expect(ageVerdict(analysis({ faces: [face(), face()] }))).toEqual({ kind: 'retake', reason: 'several-faces' });
    expect(ageVerdict({ readable: false, provider: 'local', problem: 'x' })).toEqual({
      kind: 'retake',
      reason: 'unreadable',
    });
  });
});
