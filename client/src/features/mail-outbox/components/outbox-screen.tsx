import { MAIL_STATUSES, type MailStatus, type OutboxMail } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Tag, type TagTone } from '../../../components/ui/tag';
import { FilterChips } from '../../../components/admin/filter-chips';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { DataTable } from '../../../components/admin/data-table';
import { formatDateTime } from '../../../lib/format';
import { notifyFailure, notifySuccess, notifyWarning } from '../../../lib/toast';
import { useListParams } from '../../../lib/use-list-params';
import { useOutbox } from '../api/get-outbox';
import { useRetryMail } from '../api/retry-mail';
import './outbox.css';

export const STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Logged',
};
const TONES: Record<MailStatus, TagTone> = { pending: 'gold', sent: 'success', failed: 'danger', logged: 'neutral' };
const asStatus = (value: string | null) =>
  (MAIL_STATUSES as readonly string[]).includes(value ?? '') ? (value as MailStatus) : undefined;

/**
 * The mail outbox: every mail the product sends is written here first (replies, receipts, invitations),
 * so nothing is lost while the mail server is down. Recipient, subject, state, attempts, the last error
 * and dates; never the text (decision 0057). Queued, failed and logged mails can be sent again.
 */
export function OutboxScreen() {
  const list = useListParams();
  const status = asStatus(list.params.get('status'));
  const query = useOutbox(list.page, status);
  const counts = query.data?.counts;

  return (
    <>
      <ScreenHeader
        title="Mail outbox"
        intro="Every mail the service sends, and what became of it. A mail the server refused is retried on its own; retry it now here."
      />
      <section className="admin-panel" aria-label="Mails">
        {query.data && !query.data.configured && (
          <p className="outbox-note" role="note">
            Mail is not configured on this server (no SMTP address), so mails are kept here as Logged and not sent.
          </p>
        )}
        <FilterChips
          label="Show mails"
          className="outbox-filters"
          chips={[
            { value: null, label: 'All' },
            ...MAIL_STATUSES.map((item) => ({ value: item, label: STATUS_LABELS[item], count: counts?.[item] })),
          ]}
          selected={status ?? null}
          onSelect={(value) => list.update({ status: value, page: null })}
        />
        <QueryState
          query={query}
          loadingLabel="Loading the outbox"
          isEmpty={(data) => data.total === 0}
          empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} mail.` : 'No mail has been sent yet.'}
        >
          {(data) => (
            <DataTable
              label="Mails"
              caption="Mails, newest first"
              className="outbox-table"
              columns={[
                'To',
                'Subject',
                'Status',
                'Attempts',
                'Last error',
                'Created',
                'Sent',
                <span className="visually-hidden">Actions</span>,
              ]}
              rows={data.mails}
              renderRow={(mail) => <OutboxRow key={mail._id} mail={mail} canSend={data.configured} />}
              pagination={{
                page: data.page,
                total: data.total,
                onPage: list.setPage,
                noun: 'mails',
                busy: query.isFetching,
              }}
            />
          )}
        </QueryState>
      </section>
    </>
  );
}

function OutboxRow({ mail, canSend }: { mail: OutboxMail; canSend: boolean }) {
  const retry = useRetryMail();
  const onRetry = () =>
    retry.mutate(mail._id, {
      onSuccess: (answer) =>
        answer.mail.status === 'sent' ? notifySuccess(answer.message) : notifyWarning(answer.message),
      onError: notifyFailure,
    });
  return (
    <tr>
      <th scope="row" className="outbox-table__to">
        {mail.to}
      </th>
      <td className="outbox-table__subject" title={mail.subject}>
        {mail.subject}
      </td>
      <td>
        <Tag tone={TONES[mail.status]}>{STATUS_LABELS[mail.status]}</Tag>
      </td>
      <td>{mail.attempts}</td>
      <td className="outbox-table__error">{mail.lastError ?? <span className="admin-cell-muted">None</span>}</td>
      <td className="admin-nowrap">{formatDateTime(mail.createdAt)}</td>
      <td className="admin-nowrap">
        {mail.sentAt ? formatDateTime(mail.sentAt) : <span className="admin-cell-muted">Not yet</span>}
      </td>
      <td>
        {mail.status !== 'sent' && canSend && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onRetry}
            aria-disabled={retry.isPending || undefined}
            aria-label={`Retry the mail to ${mail.to}: ${mail.subject}`}
          >
            {retry.isPending ? 'Sending' : 'Retry'}
          </Button>
        )}
      </td>
    </tr>
  );
}
