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

type MessagesTab = 'contact' | 'system';

/** Messages (SPEC §2): Contact Messages and System Messages, the tab and page kept in the URL. */
export function MessagesScreen() {
  const list = useListParams<MessagesTab>({ tab: 'contact' });
  const tab: MessagesTab = list.tab === 'system' ? 'system' : 'contact';
  const contact = useContactMessages(tab === 'contact' ? list.page : 1);
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
        onSelect={list.setTab}
        tabs={[
          { key: 'contact', label: 'Contact Messages', badge: contact.data?.unreadCount },
          { key: 'system', label: 'System Messages' },
        ]}
      />
      <section className="admin-panel" {...tabPanelProps('messages', tab)}>
        {tab === 'contact' ? <ContactMessagesPanel query={contact} onPage={list.setPage} /> : <SystemMessagesPanel page={list.page} onPage={list.setPage} />}
      </section>
    </>
  );
}
