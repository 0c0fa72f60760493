import type { UseQueryResult } from '@tanstack/react-query';
import { INBOX_FILTERS, type ContactMessageListResponse, type InboxFilter } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { FilterChips } from '../../../components/admin/filter-chips';
import { QueryState } from '../../../components/admin/query-state';
import { SearchForm } from '../../../components/admin/search-form';
import { DataTable } from '../../../components/admin/data-table';
import { formatDateTime } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ContactMessageModal } from './contact-message-modal';
import { ConversationPane } from './conversation-pane';
import { ConversationStatusTag } from './conversation-status';

/** Wide enough for the list and a reading pane side by side, with the sidebar open. */
export const READING_PANE_QUERY = '(min-width: 87.5em)';

const FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'All',
  unread: 'Unread',
  open: 'Open',
  replied: 'Replied',
  resolved: 'Resolved',
};
const SEARCH_MAX = 100;

type Props = {
  query: UseQueryResult<ContactMessageListResponse>;
  filter: InboxFilter;
  search: string;
  openId: string | null;
  onFilter: (filter: InboxFilter) => void;
  onSearch: (term: string) => void;
  onPage: (page: number) => void;
  onOpen: (id: string | null) => void;
};

/**
 * Conversations: filters by state, a search over sender, subject and text, and the list (title, email,
 * fullname, date of the last message, Unread tag and state). A conversation opens in a reading pane
 * beside the list on wide screens and in a modal elsewhere.
 */
export function ContactMessagesPanel({ query, filter, search, openId, onFilter, onSearch, onPage, onOpen }: Props) {
  const wide = useMediaQuery(READING_PANE_QUERY);
  const summary = query.data?.messages.find((message) => message._id === openId) ?? null;
  const counts = query.data?.counts;
  const paneOpen = wide && !!openId;

  return (
    <div className={`inbox${paneOpen ? ' inbox--with-pane' : ''}`}>
      <div className="inbox__list">
        <div className="inbox-toolbar">
          <FilterChips
            label="Show conversations"
            chips={INBOX_FILTERS.map((item) => ({ value: item, label: FILTER_LABELS[item], count: counts?.[item] }))}
            selected={filter}
            onSelect={(value) => value && onFilter(value)}
          />
          <SearchForm
            label="Search messages"
            hint="Sender, email, subject or message text."
            value={search}
            onSearch={onSearch}
            onClear={() => onSearch('')}
            validate={(term) =>
              term.trim().length > SEARCH_MAX ? `Search must be at most ${SEARCH_MAX} characters` : null
            }
            maxLength={SEARCH_MAX}
          />
        </div>
        <QueryState
          query={query}
          loadingLabel="Loading contact messages"
          isEmpty={(data) => data.total === 0}
          empty={
            search || filter !== 'all'
              ? 'No conversation matches this filter and search.'
              : 'No one has written to support yet.'
          }
        >
          {(data) => (
            <DataTable
              label="Contact messages"
              caption={<>Contact messages, latest first. {data.unreadCount} unread.</>}
              className="inbox-table"
              columns={[
                'Title',
                { label: 'Email', className: 'inbox-table__email' },
                { label: 'Fullname', className: 'inbox-table__sender' },
                'Date',
                'Status',
              ]}
              rows={data.messages}
              renderRow={(message) => (
                <tr
                  key={message._id}
                  className={
                    [message.isRead ? '' : 'is-unread', message._id === openId ? 'is-open' : ''].join(' ').trim() ||
                    undefined
                  }
                >
                  <th scope="row">
                    <button
                      type="button"
                      className="admin-row-button inbox-table__subject"
                      title={message.subject}
                      aria-current={message._id === openId ? 'true' : undefined}
                      onClick={() => onOpen(message._id)}
                    >
                      {message.subject}
                    </button>
                    {message.messageCount > 1 && (
                      <span className="admin-cell-muted inbox-table__count"> ({message.messageCount} messages)</span>
                    )}
                    {paneOpen && <span className="inbox-table__from">{message.fullname}</span>}
                  </th>
                  <td className="inbox-table__email">{message.email}</td>
                  <td className="inbox-table__sender">{message.fullname}</td>
                  <td className="inbox-table__date">{formatDateTime(message.lastMessageAt)}</td>
                  <td>
                    <span className="inbox-table__states">
                      {message.isRead ? (
                        <span className="admin-cell-muted">Read</span>
                      ) : (
                        <Tag tone="danger">Unread</Tag>
                      )}
                      <ConversationStatusTag status={message.status} />
                    </span>
                  </td>
                </tr>
              )}
              pagination={{ page: data.page, total: data.total, onPage, noun: 'messages', busy: query.isFetching }}
            />
          )}
        </QueryState>
      </div>
      {openId &&
        (paneOpen ? (
          <ConversationPane id={openId} summary={summary} onClose={() => onOpen(null)} />
        ) : (
          <ContactMessageModal id={openId} summary={summary} onClose={() => onOpen(null)} />
        ))}
    </div>
  );
}
