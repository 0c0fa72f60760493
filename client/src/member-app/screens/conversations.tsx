import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Empty, LoadProblem } from '../components/unavailable';
import { useConversations } from '../features/chat/api/get-conversations';
import { MemberAvatar } from '../components/member-avatar';
import { useChatTexts } from '../features/chat/texts';

export function ConversationsScreen() {
  const t = useChatTexts();
  useDocumentMeta(t('listTitle'), t('listDescription'));
  const conversations = useConversations();
  const items = conversations.data?.items ?? [];
  // A voice note has no text, a photo may have none: the list says what it was.
  const lastText = ({ kind, text }: { kind: string; text: string }) =>
    text || (kind === 'voice' ? t('lastVoice') : kind === 'photo' ? t('lastPhoto') : '');
  return (
    <section className="m-screen">
      <h1>{t('listTitle')}</h1>
      {conversations.isPending && <PageLoader />}
      {conversations.error && <LoadProblem error={conversations.error} what={t('loadWhat')} />}
      {conversations.isSuccess && items.length === 0 && (
        <Empty title={t('noConversations')}>
          <p>
            {t('noConversationsBefore')}
            <Link to={paths.member.matches}>{t('noConversationsLink')}</Link>
            {t('noConversationsAfter')}
          </p>
        </Empty>
      )}
      <ul className="m-list" aria-label={t('listLabel')}>
        {items.map((c) => (
          <li key={c.matchId}>
            <Link to={`${paths.member.chat}/${c.matchId}`} className="m-list__row">
              {c.member.avatar && (
                <MemberAvatar src={c.member.avatar} name={c.member.firstName} size={44} className="m-list__avatar" />
              )}
              <span className="m-list__main">
                <span className="m-list__title">{c.member.firstName}</span>
                <span className="m-list__sub">
                  {c.lastMessage
                    ? `${c.lastMessage.fromMe ? t('youPrefix') : ''}${lastText(c.lastMessage)}`
                    : t('sayHello')}
                </span>
              </span>
              <span className="m-list__side">
                <span className="m-muted">{formatDateTime(c.lastMessage?.sentAt ?? c.updatedAt)}</span>
                {c.unread > 0 && (
                  <span className="m-badge">
                    {c.unread}
                    <span className="visually-hidden">{t('unread')}</span>
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
