import {
  MODERATION_PRIORITIES,
  MODERATION_SLA_HOURS,
  type ModerationItemKind,
  type ModerationPriority,
} from '@blynd/shared';

/**
 * Where each category sits in the queue (decision 0152). CSAE and every underage signal go to the top; threats next;
 * scams, money, sexual content and harassment, and risk alerts high; moves off the app, fake photos, held photos and
 * detections that did not cross the higher bands normal; anything else low.
 */
export const CATEGORY_PRIORITY: Record<string, ModerationPriority> = {
  csae: 'csae',
  underage: 'csae',
  'threat-or-violence': 'urgent',
  'asked-for-money': 'high',
  'scam-investment': 'high',
  'sexual-content': 'high',
  harassment: 'high',
  risk: 'high',
  'money-request': 'high',
  'bank-details': 'high',
  investment: 'high',
  'travel-lure': 'high',
  'moved-off-app': 'normal',
  'fake-photos': 'normal',
  'off-platform': 'normal',
  sexual: 'normal',
  'not-you': 'normal',
  nudity: 'normal',
  violence: 'normal',
  'several-faces': 'normal',
  'no-face': 'normal',
  duplicate: 'normal',
  unreadable: 'normal',
  other: 'low',
};

export const priorityOf = (category: string): ModerationPriority => CATEGORY_PRIORITY[category] ?? 'low';
export const priorityRank = (priority: ModerationPriority) => MODERATION_PRIORITIES.indexOf(priority);
export const priorityName = (rank: number): ModerationPriority => MODERATION_PRIORITIES[rank] ?? 'low';

export const dueAfter = (priority: ModerationPriority, from: Date) =>
  new Date(from.getTime() + MODERATION_SLA_HOURS[priority] * 3_600_000);

/** The control centre screen an item is decided on, when it is not the queue's own. */
export const linkOf = (kind: ModerationItemKind): string | null =>
  kind === 'photo-hold' || kind === 'face-review' ? '/verification' : null;
