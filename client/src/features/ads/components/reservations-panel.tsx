import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useReservations, type ReservationFilter } from '../api/get-reservations';
import { useUpdateReservation } from '../api/update-reservation';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { Panel } from '../../../components/admin/panel';

/** Reservations from the advertising page, 10 a page; the filter and page live in the URL. */
export function ReservationsPanel() {
  const list = useListParams<ReservationFilter>({ tab: 'all' });
  const filter: ReservationFilter = list.tab === 'open' || list.tab === 'handled' ? list.tab : 'all';
  const query = useReservations(list.page, filter);
  const update = useUpdateReservation();

  const setHandled = async (reservationId: string, handled: boolean) => {
    try {
      const answer = await update.mutateAsync({ reservationId, handled });
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Panel
      id="reservations-title"
      title="Reservations"
      actions={
        query.data ? <span className="admin-meta">{query.data.unhandledCount} waiting for an answer</span> : null
      }
    >
      <Tabs
        label="Reservations to show"
        idPrefix="reservations"
        selected={filter}
        onSelect={list.setTab}
        tabs={[
          { key: 'all', label: 'All' },
          { key: 'open', label: 'To handle' },
          { key: 'handled', label: 'Handled' },
        ]}
      />
      <div {...tabPanelProps('reservations', filter)}>
        <QueryState
          query={query}
          loadingLabel="Loading reservations"
          isEmpty={(data) => data.total === 0}
          empty="No reservations here."
        >
          {(data) => (
            <DataTable
              label="Reservations"
              caption="Reservations, newest first"
              columns={['Business', 'Contact', 'Slot', 'Received', 'Handled']}
              rows={data.reservations}
              renderRow={(reservation) => (
                <tr key={reservation._id}>
                  <th scope="row">{reservation.company}</th>
                  <td>
                    {reservation.fullname}
                    <span className="admin-meta">
                      {reservation.email} · {reservation.phone}
                    </span>
                  </td>
                  <td>{reservation.slot}</td>
                  <td className="admin-nowrap">{formatDateTime(reservation.createdAt)}</td>
                  <td>
                    <div className="admin-actions">
                      {reservation.handled ? <Tag tone="success">Handled</Tag> : <Tag tone="gold">To handle</Tag>}
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={update.isPending}
                        onClick={() => void setHandled(reservation._id, !reservation.handled)}
                        aria-label={`${reservation.handled ? 'Reopen' : 'Mark handled'}: ${reservation.company}`}
                      >
                        {reservation.handled ? 'Reopen' : 'Mark handled'}
                      </Button>
                    </div>
                  </td>
                </tr>
              )}
              pagination={{
                page: data.page,
                total: data.total,
                onPage: list.setPage,
                noun: 'reservations',
                busy: query.isFetching,
              }}
            />
          )}
        </QueryState>
      </div>
    </Panel>
  );
}
