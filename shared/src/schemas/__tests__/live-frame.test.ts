import { liveClientFrameSchema, liveFrameSchema } from '../live-frame';

const MATCH_ID = '5d7c1c8e-4a8f-4c4e-9d2a-6b1f0f3e2a10';
const message = {
  _id: 'm1',
  seq: 3,
  fromMe: false,
  text: 'Hi',
  kind: 'text',
  attachment: null,
  replyTo: null,
  reactions: [],
  sentAt: '2026-01-01T10:00:00.000Z',
  readByThem: false,
};
const attachment = {
  _id: 'a1',
  kind: 'photo',
  mimeType: 'image/jpeg',
  bytes: 2048,
  durationMs: null,
  width: 640,
  height: 480,
  status: 'approved',
};
const card = {
  _id: 'c1',
  firstName: 'Ada',
  age: 30,
  state: 'Lagos',
  bio: 'Bio',
  interests: [],
  avatar: 'a1',
  relationshipGoal: null,
  values: [],
  prompts: [],
  compatibility: { score: 50, shared: { interests: [], values: [], goal: null } },
  photos: { count: 0, placeholder: '', unlocked: false },
  verified: false,
};

describe('Frames of the live channel, server to app (docs/member-api.md, "The live channel")', () => {
  it('When the server sends a frame of each type the contract lists, then the app reads it as that frame', () => {
    const frames = [
      { type: 'message', matchId: MATCH_ID, message },
      { type: 'read', matchId: MATCH_ID, seq: 4 },
      { type: 'reaction', matchId: MATCH_ID, seq: 3, reactions: [{ emoji: '❤️', fromMe: true }] },
      { type: 'attachment', matchId: MATCH_ID, seq: 3, attachment },
      { type: 'typing', matchId: MATCH_ID },
      { type: 'match-ended', matchId: MATCH_ID },
      {
        type: 'notification',
        item: { _id: 'n1', kind: 'admin', title: 'T', body: 'B', read: false, createdAt: '2026-01-01T10:00:00.000Z' },
      },
      { type: 'auction', auction: { _id: 'a1', currentBid: 20, minimumBid: 25 } },
      { type: 'tokens', balance: 10, held: 4, available: 6 },
      { type: 'pong' },
      { type: 'error', error: 'Frames must be JSON text' },
    ];
    for (const frame of frames) expect(liveFrameSchema.parse(frame)).toEqual(frame);
  });

  it('When a frame lacks what its type carries or has an unknown type, then it is refused', () => {
    expect(liveFrameSchema.safeParse({ type: 'message', matchId: MATCH_ID }).success).toBe(false);
    expect(liveFrameSchema.safeParse({ type: 'read', matchId: MATCH_ID, seq: '4' }).success).toBe(false);
    expect(liveFrameSchema.safeParse({ type: 'tokens', balance: 10 }).success).toBe(false);
    expect(
      liveFrameSchema.safeParse({
        type: 'reaction',
        matchId: MATCH_ID,
        seq: 3,
        reactions: [{ emoji: '🍆', fromMe: true }],
      }).success,
    ).toBe(false);
    expect(liveFrameSchema.safeParse({ type: 'attachment', matchId: MATCH_ID, seq: 3 }).success).toBe(false);
    expect(liveFrameSchema.safeParse({ type: 'auction', auction: { currentBid: 20 } }).success).toBe(false);
    expect(liveFrameSchema.safeParse({ type: 'session-ended' }).success).toBe(false);
    expect(liveFrameSchema.safeParse({ type: 'match', match: { _id: 'x' } }).success).toBe(false);
  });

  it('When a match frame carries the match item, then its member card is read whole', () => {
    const frame = {
      type: 'match',
      match: {
        _id: MATCH_ID,
        member: card,
        createdAt: '2026-01-01T10:00:00.000Z',
        photoRequest: { _id: null, state: 'none', askedByMe: false },
      },
    };
    const parsed = liveFrameSchema.safeParse(frame);
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.type === 'match' && parsed.data.match.member.firstName).toBe('Ada');
  });
});

describe('Frames of the live channel, app to server', () => {
  it('When the app sends ping or typing, then the server reads them; anything else is refused', () => {
    expect(liveClientFrameSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
    expect(liveClientFrameSchema.parse({ type: 'typing', matchId: MATCH_ID })).toEqual({
      type: 'typing',
      matchId: MATCH_ID,
    });
    expect(liveClientFrameSchema.safeParse({ type: 'typing', matchId: 'not-a-uuid' }).success).toBe(false);
    expect(liveClientFrameSchema.safeParse({ type: 'ping', extra: 1 }).success).toBe(false);
    expect(liveClientFrameSchema.safeParse({ type: 'message', matchId: MATCH_ID, text: 'Hi' }).success).toBe(false);
  });
});
