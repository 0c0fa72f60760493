import { useState } from 'react';
import type { ConfirmedDetails } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { earningStatusLabel, earningStatusTone } from '../../../lib/earning-status';
import './purchase.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

const isImageUrl = (value: string) => /^(https?:\/\/|\/|data:image\/)/.test(value);

export function MemberCard({ member }: { member: ConfirmedDetails }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <section className="member-card" aria-label="Your account">
      {isImageUrl(member.avatar) && !imageFailed ? (
        <img
          className="member-card__avatar"
          src={member.avatar}
          alt=""
          width={64}
          height={64}
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className="member-card__avatar member-card__avatar--initials" aria-hidden="true">
          {initials(member.name)}
        </span>
      )}
      <div className="member-card__body">
        <p className="member-card__name">{member.name}</p>
        <p className="member-card__state">{member.state}</p>
        <div className="member-card__tags">
          <Tag tone={earningStatusTone(member.earningStatus)}>{earningStatusLabel(member.earningStatus)}</Tag>
          {member.isPremium && <Tag tone="gold">Premium User</Tag>}
        </div>
      </div>
    </section>
  );
}
