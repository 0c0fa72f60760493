import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/page-loader';
import { formatDateTime } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Empty, LoadProblem } from '../components/unavailable';
import { useFeed, useRefreshFeed } from '../features/feed/api/get-feed';
import { markFeedRead } from '../features/feed/api/mark-feed-read';
import { useFeedTexts } from './texts/feed';

export function FeedScreen() {
  const t = useFeedTexts();
  useDocumentMeta(t('title'), t('description'));
  const feed = useFeed();
  const refresh = useRefreshFeed();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = items.some((item) => !item.read);

  // Opening the feed reads it; the marks show on the next visit.
  useEffect(() => {
    if (unread) void markFeedRead().catch(() => undefined);
  }, [unread]);

  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      {feed.isPending && <PageLoader />}
      {feed.error && <LoadProblem error={feed.error} what={t('what')} />}
      {feed.isSuccess && items.length === 0 && <Empty title={t('emptyTitle')}>{<p>{t('emptyText')}</p>}</Empty>}
      <ul className="m-list" aria-label={t('list')}>
        {items.map((item) => (
          <li key={item._id} className={`m-feed${item.read ? '' : ' m-feed--unread'}`}>
            <p className="m-feed__title">
              {!item.read && <span className="visually-hidden">{t('new')}</span>}
              {item.title}
            </p>
            <p className="m-feed__body">{item.body}</p>
            <p className="m-muted m-feed__time">{formatDateTime(item.createdAt)}</p>
          </li>
        ))}
      </ul>
      {feed.hasNextPage && (
        <Button variant="secondary" onClick={() => void feed.fetchNextPage()}>
          {t('older')}
        </Button>
      )}
      {unread && (
        <Button variant="ghost" size="sm" onClick={() => void refresh()}>
          {t('refresh')}
        </Button>
      )}
    </section>
  );
}
