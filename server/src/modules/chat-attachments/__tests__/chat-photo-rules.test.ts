import type { PhotoVerdict } from '../../photo-screening/screening-rules';
import { chatPhotoOutcome } from '../chat-photo-rules';
import type { ChatDuplicate } from '../chat-photo-holds.repository';

const verdict = (status: 'approved' | 'held' | 'rejected', reason?: string): PhotoVerdict =>
  ({ status, ...(reason ? { reason } : {}), faceMatch: 'no-face', scores: { faces: 0 } }) as PhotoVerdict;
const waiting: PhotoVerdict = {
  status: 'checking',
  waitingFor: 'verified-face',
  faceMatch: 'pending',
  scores: { faces: 1 },
};
const removed = (reason: string): ChatDuplicate => ({ kind: 'removed', id: 'r', reason, distance: 3 });
const profile: ChatDuplicate = { kind: 'photo', id: 'p', distance: 2 };

describe('The chat photo outcome (decision 0178)', () => {
  it.each([
    ['a clean picture', 'approved', null, verdict('approved'), undefined],
    ['a face with no verified face to compare (no face rule in chat)', 'approved', null, waiting, undefined],
    ['a possible child, whatever it duplicates', 'held', 'underage', verdict('held', 'underage'), removed('nudity')],
    ['a picture staff removed', 'removed', 'duplicate', verdict('approved'), removed('nudity')],
    [
      'a picture staff removed, even one the models hold',
      'removed',
      'duplicate',
      verdict('held', 'nudity'),
      removed('violence'),
    ],
    ['a picture staff removed as underage', 'held', 'underage', verdict('approved'), removed('underage')],
    ['what the models refuse', 'removed', 'nudity', verdict('rejected', 'nudity'), undefined],
    ['what the models hold', 'held', 'violence', verdict('held', 'violence'), undefined],
    [
      'what the models refuse, though it is a profile photo too',
      'removed',
      'nudity',
      verdict('rejected', 'nudity'),
      profile,
    ],
    ["another member's profile photo", 'held', 'duplicate', verdict('approved'), profile],
  ] as const)('When the photo is %s, then it is %s (%s)', (_what, status, reason, given, duplicate) => {
    expect(chatPhotoOutcome(given, duplicate)).toEqual({ status, reason });
  });
});
