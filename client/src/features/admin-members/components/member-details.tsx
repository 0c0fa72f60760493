import type { AdminUser } from '@blynd/shared';
import { Tag, type TagTone } from '../../../components/ui/tag';
import { earningStatusLabel, earningStatusTone } from '../../../lib/earning-status';
import { ageFrom, formatDate, formatDateTime, memberName } from '../../../lib/format';
import { memberLabels, reRegisteredLabel } from '../member-labels';

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const state = (label: string, good: boolean) => <Tag tone={(good ? 'success' : 'neutral') as TagTone}>{label}</Tag>;

/** Every field of the admin member view, with the control centre's labels. */
export function MemberDetails({ user }: { user: AdminUser }) {
  const labels = memberLabels(user);
  const age = ageFrom(user.dob);
  return (
    <div className="admin-member">
      {user.avatar ? (
        <img
          className="admin-member__avatar"
          src={user.avatar}
          alt={`Avatar of ${memberName(user)}`}
          width={72}
          height={72}
        />
      ) : null}
      <dl className="admin-details">
        <Item term="Name">{memberName(user)}</Item>
        <Item term="Phone">{user.phone}</Item>
        <Item term="Email">{user.email ?? '—'}</Item>
        <Item term="Gender">
          <span className="admin-capitalize">{user.gender ?? '—'}</span>
        </Item>
        <Item term="Date of birth">
          {formatDate(user.dob)}
          {age !== null && ` (${age})`}
        </Item>
        <Item term="Location">{[user.location.state, user.location.region].filter(Boolean).join(', ') || '—'}</Item>
        <Item term="Earning status">
          <Tag tone={earningStatusTone(user.earningStatus)}>{earningStatusLabel(user.earningStatus)}</Tag>
        </Item>
        <Item term="Plan">
          {state(labels.plan, user.isPremium)}
          {user.isPremium && user.premiumUntil && (
            <span className="admin-meta">until {formatDate(user.premiumUntil)}</span>
          )}
        </Item>
        <Item term="Earning verification">{state(labels.earningVerification, user.earningVerified)}</Item>
        <Item term="Liveness">{state(labels.liveness, user.livenessVerified)}</Item>
        <Item term="Account">{state(labels.account, !user.disabled)}</Item>
        <Item term="Sign-up">{state(labels.signup, user.completedSignup)}</Item>
        <Item term="Status">{user.isBlocked ? <Tag tone="danger">Blocked</Tag> : state('Active', true)}</Item>
        <Item term="Joined">
          {formatDateTime(user.createdAt)}
          {user.reRegisteredAt && (
            <span className="admin-meta">
              <Tag tone="purple">{reRegisteredLabel(user)}</Tag> {formatDateTime(user.reRegisteredAt)}
            </span>
          )}
        </Item>
        <Item term="Last seen">{formatDateTime(user.lastSeen.date)}</Item>
        <Item term="Member id">
          <code>{user._id}</code>
        </Item>
      </dl>
    </div>
  );
}
