import type { AdminUser } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { earningStatusLabel, earningStatusTone } from '../../../lib/earning-status';
import { formatDate, memberName } from '../../../lib/format';

export function SubscriberSummary({ user }: { user: AdminUser }) {
  return (
    <div className="admin-subscriber">
      {user.avatar ? <img className="admin-member__avatar" src={user.avatar} alt="" width={56} height={56} /> : null}
      <div>
        <h2>{memberName(user)}</h2>
        <p className="admin-meta">
          {user.phone} · {user.location.state} · {user.email ?? 'no email'}
        </p>
        <p className="admin-actions">
          <Tag tone={earningStatusTone(user.earningStatus)}>{earningStatusLabel(user.earningStatus)}</Tag>
          {user.isPremium ? (
            <Tag tone="gold">Premium{user.premiumUntil ? ` until ${formatDate(user.premiumUntil)}` : ''}</Tag>
          ) : (
            <Tag>Free</Tag>
          )}
          {user.isBlocked && <Tag tone="danger">Blocked</Tag>}
        </p>
      </div>
    </div>
  );
}
