import { useEffect, useRef, useState } from 'react';
import type { SystemNotification } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { QueryState } from '../../../components/admin/query-state';
import { formatDateTime } from '../../../lib/format';
import { useSystemMessages } from '../api/get-system-messages';
import { DataTable } from '../../../components/admin/data-table';

/** Title, category, created by and date; choosing one shows it in full in the detail panel. */
export function SystemMessagesPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useSystemMessages(page);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <QueryState
      query={query}
      loadingLabel="Loading system messages"
      isEmpty={(data) => data.total === 0}
      empty="No system messages yet."
    >
      {(data) => {
        const selected = data.notifications.find((item) => item._id === selectedId) ?? null;
        return (
          <div className="admin-split">
            <div>
              <DataTable
                label="System messages"
                caption="System messages, newest first."
                columns={['Title', 'Category', 'Created by', 'Date']}
                rows={data.notifications}
                renderRow={(item) => (
                  <tr key={item._id} className={item._id === selectedId ? 'is-selected' : undefined}>
                    <th scope="row">
                      <button
                        type="button"
                        className="admin-row-button"
                        aria-pressed={item._id === selectedId}
                        aria-controls="system-message-detail"
                        onClick={() => setSelectedId(item._id)}
                      >
                        {item.title}
                      </button>
                    </th>
                    <td>
                      <Tag tone={item.category === 'message' ? 'blue' : 'purple'}>{item.category}</Tag>
                    </td>
                    <td>{item.owner?.fullname ?? 'System'}</td>
                    <td className="admin-nowrap">{formatDateTime(item.createdAt)}</td>
                  </tr>
                )}
                pagination={{
                  page: data.page,
                  total: data.total,
                  onPage: onPage,
                  noun: 'system messages',
                  busy: query.isFetching,
                }}
              />
            </div>
            <SystemMessageDetail notification={selected} />
          </div>
        );
      }}
    </QueryState>
  );
}

function SystemMessageDetail({ notification }: { notification: SystemNotification | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the detail sits below the list and its paging: bring it into view when a message is chosen.
  useEffect(() => {
    const node = heading.current;
    if (!node) return;
    const box = node.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) node.scrollIntoView?.({ block: 'start' });
    node.focus({ preventScroll: true });
  }, [notification?._id]);
  return (
    <aside id="system-message-detail" className="admin-detail" aria-live="polite" aria-label="Message details">
      {notification ? (
        <>
          <h2 ref={heading} tabIndex={-1}>
            {notification.title}
          </h2>
          <p className="admin-meta">
            {notification.category === 'message' ? 'Support message' : 'Announcement'} ·{' '}
            {notification.owner?.fullname ?? 'System'} · {formatDateTime(notification.createdAt)}
          </p>
          <p className="admin-detail__body">{notification.message}</p>
        </>
      ) : (
        <p className="admin-cell-muted">Choose a message to read it in full.</p>
      )}
    </aside>
  );
}
