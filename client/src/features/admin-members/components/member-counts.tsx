import type { MemberActivityCounts } from '@blynd/shared';
import { formatCount } from '../../../lib/format';
import { useMemberCounts } from '../api/get-member-record';

const LABELS: [keyof MemberActivityCounts, string][] = [
  ['likesGiven', 'Likes given'],
  ['likesReceived', 'Likes received'],
  ['matches', 'Matches'],
  ['reportsMade', 'Reports made'],
  ['reportsReceived', 'Reports received'],
  ['openReportsReceived', 'Open reports'],
  ['messagesSent', 'Messages sent'],
  ['messagesReceived', 'Messages received'],
  ['conversations', 'Conversations'],
];

/** What moderators weigh first: likes, running matches, reports and chat volumes, each a number (never a message). */
export function MemberCountsList({ counts }: { counts: MemberActivityCounts }) {
  return (
    <dl className="admin-record-counts" aria-label="Activity">
      {LABELS.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{formatCount(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MemberCounts({ memberId }: { memberId: string }) {
  const query = useMemberCounts(memberId);
  if (!query.data) return null;
  return <MemberCountsList counts={query.data.counts} />;
}
