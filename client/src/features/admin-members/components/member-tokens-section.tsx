import { useInfiniteQuery } from '@tanstack/react-query';
import { grantTokensSchema, type TokenEntry } from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { FormActions } from '../../../components/admin/form-actions';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Can } from '../../../lib/auth/current-admin';
import { formatCount, formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { parseWhole } from '../../../lib/whole-number';
import { getMemberTokens, useGrantTokens } from '../api/member-tokens';
import { adminKeys } from '../../../lib/query-keys';
import { Panel } from '../../../components/admin/panel';

export const ENTRY_LABELS: Record<TokenEntry['kind'], string> = {
  purchase: 'Bought',
  grant: 'Granted',
  hold: 'Held for a bid',
  release: 'Bid hold released',
  spend: 'Spent on a won auction',
  refund: 'Taken back: the store refunded the purchase',
  settle: 'Paid towards tokens owed',
};

/** A member's tokens on their record: balance, held and available, every entry, and (Admin and up) a grant with a reason. */
export function MemberTokensSection({ memberId }: { memberId: string }) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.memberTokens(memberId),
    queryFn: ({ pageParam }) => getMemberTokens(memberId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
  const first = query.data?.pages[0];
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Panel id="record-tokens" title="Tokens">
      <QueryState query={{ ...query, data: first }} loadingLabel="Loading tokens">
        {(balance) => (
          <>
            <dl className="admin-stats">
              <div className="admin-stat">
                <dt>Balance</dt>
                <dd data-testid="member-token-balance">{formatCount(balance.balance)}</dd>
              </div>
              <div className="admin-stat">
                <dt>Held for live bids</dt>
                <dd>{formatCount(balance.held)}</dd>
              </div>
              <div className="admin-stat">
                <dt>Available</dt>
                <dd>{formatCount(balance.available)}</dd>
              </div>
            </dl>
            {entries.length === 0 ? (
              <p className="admin-cell-muted">No token activity yet.</p>
            ) : (
              <DataTable
                label="Token entries"
                caption="Token entries, newest first"
                className="admin-table--compact"
                columns={['When', 'What', 'Tokens', 'Reference']}
                rows={entries}
                renderRow={(entry) => (
                  <tr key={entry._id}>
                    <td className="admin-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td>{ENTRY_LABELS[entry.kind] ?? entry.kind}</td>
                    <td>{entry.amount > 0 ? `+${formatCount(entry.amount)}` : formatCount(entry.amount)}</td>
                    <td>
                      <code>{entry.reference}</code>
                    </td>
                  </tr>
                )}
              />
            )}
            {query.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Show older'}
              </Button>
            )}
          </>
        )}
      </QueryState>
      <Can area="tokensWrite">
        <GrantForm memberId={memberId} />
      </Can>
    </Panel>
  );
}

function GrantForm({ memberId }: { memberId: string }) {
  const grant = useGrantTokens();
  const action = useIdempotencyKey();
  const form = useSchemaForm({
    schema: grantTokensSchema,
    initial: { tokens: '', reason: '' },
    toInput: (values) => ({ memberId, tokens: parseWhole(values.tokens), reason: values.reason }),
    busyMessage: null,
    onValid: async (data, { reset }) => {
      // One key per submit: sending the same grant again after a failure reuses it, so it is credited once.
      const answer = await grant.mutateAsync({ ...data, idempotencyKey: action.keyFor(data) });
      action.done();
      notifySuccess(`${answer.message}: ${formatCount(data.tokens)}. New balance ${formatCount(answer.balance)}.`);
      reset();
    },
  });
  return (
    <form className="admin-form" onSubmit={form.submit} noValidate aria-labelledby="grant-title">
      <h3 id="grant-title">Grant tokens</h3>
      <p className="admin-cell-muted">
        A grant is recorded in the audit log with its reason and is never counted as revenue.
      </p>
      <TextField label="Tokens to grant" inputMode="numeric" {...form.field('tokens')} />
      <TextAreaField label="Reason" rows={2} maxLength={500} {...form.field('reason')} />
      <FormActions submitLabel="Grant tokens" pendingLabel="Granting…" pending={form.pending} />
    </form>
  );
}
