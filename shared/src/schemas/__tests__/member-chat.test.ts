import { formatVoiceDuration, MESSAGE_REACTIONS, reactionInputSchema, sendMessageSchema } from '../member-chat';

const CLIENT_ID = '00000000-0000-4000-8000-000000000000';
const ATTACHMENT_ID = '11111111-1111-4111-8111-111111111111';
const errors = (body: unknown) => sendMessageSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('A send names its kind (decisions 0157, 0168)', () => {
  it('When a send names no kind, then it is a text and the text is required as before', () => {
    expect(sendMessageSchema.parse({ clientMessageId: CLIENT_ID, text: 'Hi' })).toEqual({
      clientMessageId: CLIENT_ID,
      kind: 'text',
      text: 'Hi',
    });
    expect(errors({ clientMessageId: CLIENT_ID })).toEqual(['Write a message']);
    expect(errors({ clientMessageId: CLIENT_ID, text: '  ' })).toEqual(['Write a message']);
  });

  it('When a voice note is sent, then it needs its attachment and carries no text', () => {
    expect(
      sendMessageSchema.parse({ clientMessageId: CLIENT_ID, kind: 'voice', attachmentId: ATTACHMENT_ID }).kind,
    ).toBe('voice');
    expect(errors({ clientMessageId: CLIENT_ID, kind: 'voice' })).toEqual(['Choose the attachment to send']);
    expect(errors({ clientMessageId: CLIENT_ID, kind: 'voice', attachmentId: ATTACHMENT_ID, text: 'Hi' })).toEqual([
      'A voice note cannot carry text',
    ]);
  });

  it('When a photo is sent, then its caption is optional and follows the text rule', () => {
    expect(
      sendMessageSchema.safeParse({ clientMessageId: CLIENT_ID, kind: 'photo', attachmentId: ATTACHMENT_ID }).success,
    ).toBe(true);
    expect(
      errors({ clientMessageId: CLIENT_ID, kind: 'photo', attachmentId: ATTACHMENT_ID, text: 'x'.repeat(2001) }),
    ).toEqual(['A message can be at most 2000 characters']);
  });

  it('When a send names an unknown kind, an attachment on a text, or a reply that is not a seq, then it is refused', () => {
    expect(errors({ clientMessageId: CLIENT_ID, kind: 'gif', text: 'Hi' })).toEqual([
      'kind must be text, voice or photo',
    ]);
    expect(errors({ clientMessageId: CLIENT_ID, text: 'Hi', attachmentId: ATTACHMENT_ID })).toEqual([
      'A text message cannot carry an attachment',
    ]);
    expect(errors({ clientMessageId: CLIENT_ID, text: 'Hi', replyTo: 'one' })).toEqual([
      'You can only reply to a message in this conversation',
    ]);
    expect(errors({ clientMessageId: CLIENT_ID, text: 'Hi', replyTo: 0 })).toEqual([
      'You can only reply to a message in this conversation',
    ]);
  });
});

describe('Reactions come from a fixed set', () => {
  it('When a member reacts with one of the set, then it is taken; any other emoji is refused', () => {
    for (const emoji of MESSAGE_REACTIONS) expect(reactionInputSchema.parse({ emoji })).toEqual({ emoji });
    expect(reactionInputSchema.safeParse({ emoji: '🍆' }).error?.issues.map((i) => i.message)).toEqual([
      'Choose one of the reactions',
    ]);
  });
});

describe('A voice note shows its length', () => {
  it('When a duration is shown, then it reads as minutes and seconds', () => {
    expect(formatVoiceDuration(12_300)).toBe('0:12');
    expect(formatVoiceDuration(60_000)).toBe('1:00');
    expect(formatVoiceDuration(0)).toBe('0:00');
  });
});
