import {
  MODERATION_CATEGORY_PRIORITY,
  MODERATION_PRIORITIES,
  MODERATION_SLA_HOURS,
  type ModerationItemKind,
  type ModerationPriority,
} from '@blynd/shared';

export const priorityOf = (category: string): ModerationPriority => MODERATION_CATEGORY_PRIORITY[category] ?? 'low';
export const priorityRank = (priority: ModerationPriority) => MODERATION_PRIORITIES.indexOf(priority);
export const priorityName = (rank: number): ModerationPriority => MODERATION_PRIORITIES[rank] ?? 'low';

export const dueAfter = (priority: ModerationPriority, from: Date) =>
  new Date(from.getTime() + MODERATION_SLA_HOURS[priority] * 3_600_000);

/** The control centre screen an item is decided on, when it is not the queue's own. */
export const linkOf = (kind: ModerationItemKind): string | null =>
  kind === 'photo-hold' || kind === 'chat-photo-hold' || kind === 'face-review' ? '/verification' : null;
