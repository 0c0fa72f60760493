import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Empty, LoadProblem } from '../components/unavailable';
import { useConversations } from '../features/chat/api/get-conversations';

export function ConversationsScreen() {
  useDocumentMeta('Chat', 'Your conversations.');
  const conversations = useConversations();
  const items = conversations.data?.items ?? [];
  return (
    <section className="m-screen">
      <h1>Chat</h1>
      {conversations.isPending && <PageLoader />}
      {conversations.error && <LoadProblem error={conversations.error} what="Chat" />}
      {conversations.isSuccess && items.length === 0 && (
        <Empty title="No conversations yet">
          <p>
            Every match is a conversation. Open one from <Link to={paths.member.matches}>Matches</Link>.
          </p>
        </Empty>
      )}
      <ul className="m-list" aria-label="Conversations">
        {items.map((c) => (
          <li key={c.matchId}>
            <Link to={`${paths.member.chat}/${c.matchId}`} className="m-list__row">
              {c.member.avatar && (
                <img src={c.member.avatar} alt="" width={44} height={44} className="m-list__avatar" />
              )}
              <span className="m-list__main">
                <span className="m-list__title">{c.member.firstName}</span>
                <span className="m-list__sub">
                  {c.lastMessage ? `${c.lastMessage.fromMe ? 'You: ' : ''}${c.lastMessage.text}` : 'Say hello'}
                </span>
              </span>
              <span className="m-list__side">
                <span className="m-muted">{formatDateTime(c.lastMessage?.sentAt ?? c.updatedAt)}</span>
                {c.unread > 0 && (
                  <span className="m-badge">
                    {c.unread}
                    <span className="visually-hidden"> unread</span>
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
