import type { ConversationStatus } from '@blynd/shared';
import { Tag, type TagTone } from '../../../components/ui/tag';

export const STATUS_LABELS: Record<ConversationStatus, string> = {
  open: 'Open',
  replied: 'Replied',
  resolved: 'Resolved',
};
const TONES: Record<ConversationStatus, TagTone> = { open: 'blue', replied: 'purple', resolved: 'green' };

/** A conversation's state as a tag: Open (waiting for the team), Replied, Resolved. */
export function ConversationStatusTag({ status }: { status: ConversationStatus }) {
  return <Tag tone={TONES[status]}>{STATUS_LABELS[status]}</Tag>;
}
