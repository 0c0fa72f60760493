import { memberLookupSchema } from '@blynd/shared';
import { EmptyState, QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { SearchForm } from '../../../components/admin/search-form';
import { schemaProblem } from '../../../lib/validation';
import { useListParams } from '../../../lib/use-list-params';
import { useSingleUser } from '../../../lib/member-api/get-single-user';
import { SubscribeForm } from './subscribe-form';
import { SubscriberSummary } from './subscriber-summary';
import { Panel } from '../../../components/admin/panel';
import './subscriptions.css';

/** Activate Premium by hand: find the member by phone, then subscribe by reference or by plan. */
export function SubscriptionsScreen() {
  const list = useListParams();
  const member = useSingleUser(list.search || null);
  return (
    <>
      <ScreenHeader
        title="Subscriptions"
        intro="Activate Premium for a member whose payment went through outside the app, or as a goodwill gesture."
      />
      <Panel id="find-member-title" title="Find the member">
        <SearchForm
          label="Phone number or email"
          hint="0803…, +234…, 234… or the member's email address"
          value={list.search}
          validate={(term) => schemaProblem(memberLookupSchema, term)}
          onSearch={list.setSearch}
          onClear={() => list.setSearch('')}
          maxLength={254}
        />
      </Panel>
      <section className="admin-panel" aria-label="Subscribe">
        {list.search === '' ? (
          <EmptyState>Search for a member by phone number or email to subscribe them.</EmptyState>
        ) : (
          <QueryState
            query={member}
            loadingLabel="Finding the member"
            notFound={`No member has the phone number or email “${list.search}”.`}
          >
            {({ user }) => (
              <>
                <SubscriberSummary user={user} />
                <SubscribeForm key={user._id} user={user} />
              </>
            )}
          </QueryState>
        )}
      </section>
    </>
  );
}
