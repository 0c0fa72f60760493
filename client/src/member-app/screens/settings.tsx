import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import type { Page } from '../api/contract';
import { memberApi } from '../api/member-fetch';
import { memberKeys, useMe } from '../api/queries';
import { setAccessToken, signOut, signOutEverywhere } from '../api/session';
import { PreferencesForm } from '../components/preferences-form';

type Blocked = { _id: string; firstName: string; avatar: string; blockedAt: string };

export function SettingsScreen() {
  useDocumentMeta('Settings', 'Preferences, privacy and your account.');
  const me = useMe();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const blocks = useQuery({ queryKey: memberKeys.blocks, queryFn: () => memberApi<Page<Blocked>>('/blocks') });
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
    run(async () => {
      await memberApi(`/blocks/${b._id}`, { method: 'DELETE' });
      await queryClient.invalidateQueries({ queryKey: memberKeys.blocks });
    }, `${b.firstName} is unblocked`);
  const exportData = () =>
    run(async () => {
      const data = await memberApi('/me/export');
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'blynd-my-data.json' });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, 'Your data is downloading');
  async function deleteAccount() {
    const ok = await confirm({
      title: 'Delete your account?',
      message: (
        <p>
          Your profile, photos, likes, matches and messages are deleted for good, and you are signed out everywhere.
          This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete my account',
      tone: 'danger',
    });
    if (!ok) return;
    await run(async () => {
      await memberApi('/me', { method: 'DELETE' });
      await signOut();
      setAccessToken(null);
      await navigate(paths.home);
    });
  }

  if (!me.data) return <PageLoader />;
  return (
    <section className="m-screen">
      <h1>Settings</h1>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
      <div className="m-columns">
        <PreferencesForm key={me.dataUpdatedAt} me={me.data} />
        <div>
          <section className="m-panel" aria-labelledby="blocks-heading">
            <h2 id="blocks-heading">Blocked members</h2>
            {blocks.data?.items.length === 0 && <p className="m-muted">You have not blocked anyone.</p>}
            <ul className="m-list">
              {blocks.data?.items.map((b) => (
                <li key={b._id} className="m-list__row">
                  <span className="m-list__main">
                    <span className="m-list__title">{b.firstName}</span>
                    <span className="m-list__sub">Blocked {formatDate(b.blockedAt)}</span>
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => void unblock(b)}>
                    Unblock<span className="visually-hidden"> {b.firstName}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          <section className="m-panel" aria-labelledby="account-heading">
            <h2 id="account-heading">Your account</h2>
            <div className="m-stack">
              <Button variant="secondary" onClick={() => void exportData()}>
                Download my data
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
                Sign out
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
                Sign out everywhere
              </Button>
              <Button variant="ghost" className="m-danger" onClick={() => void deleteAccount()}>
                Delete my account
              </Button>
            </div>
          </section>
        </div>
      </div>
    </section>
  );
}
