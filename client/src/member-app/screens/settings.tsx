import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import type { BlockedMember as Blocked } from '@blynd/shared';
import { setAccessToken, signOut, signOutEverywhere } from '../api/session';
import { useMe } from '../features/profile/api/get-me';
import { deleteAccount as deleteMyAccount, exportMyData } from '../features/profile/api/my-account';
import { PreferencesForm } from '../features/profile/components/preferences-form';
import { useBlocks } from '../features/safety/api/get-blocks';
import { useUnblockMember } from '../features/safety/api/unblock-member';
import { VerificationPanel } from '../features/signup/components/verification-panel';
import { PrivacyPanel } from '../features/privacy/components/privacy-panel';
import { DataSaverPanel } from '../features/data-saver/data-saver-panel';
import { LanguagePicker } from '../features/language';
import { useSettingsTexts } from './settings-texts';

export function SettingsScreen() {
  const t = useSettingsTexts();
  useDocumentMeta(t('title'), t('description'));
  const me = useMe();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const blocks = useBlocks();
  const unblockMember = useUnblockMember();
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  async function run(action: () => Promise<unknown>, done?: string) {
    setMessage(null);
    try {
      await action();
      if (done) setMessage({ text: done });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }
  const unblock = (b: Blocked) =>
    run(
      async () => {
        await unblockMember.mutateAsync(b._id);
      },
      t('unblocked', { name: b.firstName }),
    );
  const exportData = () =>
    run(async () => {
      const data = await exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'blynd-my-data.json' });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, t('downloading'));
  async function deleteAccount() {
    const ok = await confirm({
      title: t('deleteTitle'),
      message: <p>{t('deleteMessage')}</p>,
      confirmLabel: t('deleteAccount'),
      tone: 'danger',
    });
    if (!ok) return;
    await run(async () => {
      await deleteMyAccount();
      await signOut();
      setAccessToken(null);
      await navigate(paths.home);
    });
  }

  if (!me.data) return <PageLoader />;
  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <p className="m-note">
        <Link to={paths.member.notifications}>{t('notifications')}</Link>
        {t('notificationsNote')}
      </p>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
      <div className="m-columns">
        <div>
          <PreferencesForm key={me.dataUpdatedAt} me={me.data} />
          <p className="m-note">
            <Link to={paths.member.filters}>{t('filters')}</Link>
            {t('filtersNote')}
          </p>
        </div>
        <div>
          <section className="m-panel" aria-label={t('language')}>
            <LanguagePicker />
          </section>
          <DataSaverPanel />
          <PrivacyPanel me={me.data} />
          <VerificationPanel me={me.data} />
          <section className="m-panel" aria-labelledby="blocks-heading">
            <h2 id="blocks-heading">{t('blocked')}</h2>
            {blocks.data?.items.length === 0 && <p className="m-muted">{t('noBlocks')}</p>}
            <ul className="m-list">
              {blocks.data?.items.map((b) => (
                <li key={b._id} className="m-list__row">
                  <span className="m-list__main">
                    <span className="m-list__title">{b.firstName}</span>
                    <span className="m-list__sub">{t('blockedOn', { date: formatDate(b.blockedAt) })}</span>
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => void unblock(b)}>
                    {t('unblock')}
                    <span className="visually-hidden"> {b.firstName}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          <section className="m-panel" aria-labelledby="account-heading">
            <h2 id="account-heading">{t('account')}</h2>
            <div className="m-stack">
              <Button variant="secondary" onClick={() => void exportData()}>
                {t('download')}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  void run(async () => {
                    await signOut();
                    await navigate(paths.member.signIn);
                  })
                }
              >
                {t('signOut')}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  void run(async () => {
                    await signOutEverywhere();
                    await navigate(paths.member.signIn);
                  })
                }
              >
                {t('signOutEverywhere')}
              </Button>
              <Button variant="ghost" className="m-danger" onClick={() => void deleteAccount()}>
                {t('deleteAccount')}
              </Button>
            </div>
          </section>
        </div>
      </div>
    </section>
  );
}
