import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { INBOX_FILTERS, type InboxFilter } from '@blynd/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Can } from '../../../lib/auth/current-admin';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { adminPaths } from '../../../config/admin-screens';
import { useListParams } from '../../../lib/use-list-params';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactMessagesPanel } from './contact-messages-panel';
import { SystemMessagesPanel } from './system-messages-panel';
import './messages.css';
import { adminKeys } from '../../../lib/query-keys';

type MessagesTab = 'contact' | 'system';

const asFilter = (value: string | null): InboxFilter =>
  (INBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value as InboxFilter) : 'all';

/** Messages: Contact Messages and System Messages; the tab, page, filter, search and open conversation kept in the URL. */
export function MessagesScreen() {
  const list = useListParams<MessagesTab>({ tab: 'contact' });
  const tab: MessagesTab = list.tab === 'system' ? 'system' : 'contact';
  const filter = asFilter(list.params.get('filter'));
  const openId = list.params.get('open');
  const contact = useContactMessages(
    tab === 'contact' ? { page: list.page, filter, q: list.search } : { page: 1, filter: 'all', q: '' },
  );
  useDashboardFollowsUnread(contact.data?.unreadCount);

  return (
    <>
      <ScreenHeader
        title="Messages"
        intro="Answer members who wrote to support, and keep an eye on the messages the system sends."
        actions={
          <Can area="broadcast">
            <ButtonLink to={adminPaths.newSystemMessage} size="sm">
              New system message
            </ButtonLink>
          </Can>
        }
      />
      <Tabs
        label="Message lists"
        idPrefix="messages"
        selected={tab}
        onSelect={(next) =>
          list.update({ tab: next === 'contact' ? null : next, page: null, q: null, filter: null, open: null })
        }
        tabs={[
          { key: 'contact', label: 'Contact Messages', badge: contact.data?.unreadCount },
          { key: 'system', label: 'System Messages' },
        ]}
      />
      <section className="admin-panel" {...tabPanelProps('messages', tab)}>
        {tab === 'contact' ? (
          <ContactMessagesPanel
            query={contact}
            filter={filter}
            search={list.search}
            openId={openId}
            onFilter={(next) => list.update({ filter: next === 'all' ? null : next, page: null })}
            onSearch={list.setSearch}
            onPage={list.setPage}
            onOpen={(id) => list.update({ open: id })}
          />
        ) : (
          <SystemMessagesPanel page={list.page} onPage={list.setPage} />
        )}
      </section>
    </>
  );
}

/** The sidebar badge and the dashboard read the dashboard call: refresh it when the inbox's unread count moves. */
function useDashboardFollowsUnread(unread: number | undefined) {
  const queryClient = useQueryClient();
  const last = useRef(unread);
  useEffect(() => {
    if (unread === undefined) return;
    if (last.current !== undefined && last.current !== unread)
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    last.current = unread;
  }, [unread, queryClient]);
}
