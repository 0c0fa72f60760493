import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ContactMessageListResponse } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/admin/query-state';
import { formatDateTime } from '../../../lib/format';
import { ContactMessageModal } from './contact-message-modal';
import { TableWrap } from '../../../components/admin/table-wrap';

type Props = { query: UseQueryResult<ContactMessageListResponse>; onPage: (page: number) => void };

/** Title, email, fullname, date and an 'Unread' tag; opening a message shows it in a modal. */
export function ContactMessagesPanel({ query, onPage }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = query.data?.messages.find((message) => message._id === openId) ?? null;
  return (
    <QueryState query={query} loadingLabel="Loading contact messages" isEmpty={(data) => data.total === 0} empty="No one has written to support yet.">
      {(data) => (
        <>
          <TableWrap label="Contact messages">
            <table className="admin-table">
              <caption>
                Contact messages, newest first. {data.unreadCount} unread.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Email</th>
                  <th scope="col">Fullname</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.messages.map((message) => (
                  <tr key={message._id} className={message.isRead ? undefined : 'is-unread'}>
                    <th scope="row">
                      <button type="button" className="admin-row-button" onClick={() => setOpenId(message._id)}>
                        {message.subject}
                      </button>
                    </th>
                    <td>{message.email}</td>
                    <td>{message.fullname}</td>
                    <td className="admin-nowrap">{formatDateTime(message.createdAt)}</td>
                    <td>{message.isRead ? <span className="admin-cell-muted">Read</span> : <Tag tone="danger">Unread</Tag>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <Pagination page={data.page} total={data.total} onPage={onPage} noun="messages" busy={query.isFetching} />
          {open && <ContactMessageModal message={open} onClose={() => setOpenId(null)} />}
        </>
      )}
    </QueryState>
  );
}
