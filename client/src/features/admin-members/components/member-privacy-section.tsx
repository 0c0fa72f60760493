import type { PrivacyState } from '@blynd/shared';
import { formatCount, formatDateTime } from '../../../lib/format';
import { Panel } from '../../../components/admin/panel';

/** The member's snooze, incognito and hidden-contact count on their record (decision 0165); the hashes are never sent. */
export function MemberPrivacySection({ privacy }: { privacy: PrivacyState }) {
  return (
    <Panel id="record-privacy" title="Privacy">
      <dl className="admin-details">
        <dt>Snooze</dt>
        <dd>
          {!privacy.snoozed
            ? 'Not snoozed'
            : privacy.snoozedUntil
              ? `Snoozed until ${formatDateTime(privacy.snoozedUntil)}`
              : 'Snoozed until they end it'}
        </dd>
        <dt>Incognito</dt>
        <dd>{privacy.incognito ? 'On (seen in discover only by members they liked)' : 'Off'}</dd>
        <dt>Hidden contacts</dt>
        <dd>
          {privacy.hiddenContacts === 0
            ? 'None'
            : `${formatCount(privacy.hiddenContacts)} ${privacy.hiddenContacts === 1 ? 'number' : 'numbers'} (kept as keyed hashes only)`}
        </dd>
      </dl>
    </Panel>
  );
}
