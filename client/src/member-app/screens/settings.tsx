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

export function SettingsScreen() {
  useDocumentMeta('Settings', 'Preferences, privacy and your account.');
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
    run(async () => {
      await unblockMember.mutateAsync(b._id);
    }, `${b.firstName} is unblocked`);
  const exportData = () =>
    run(async () => {
      const data = await exportMyData();
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
      await deleteMyAccount();
      await signOut();
      setAccessToken(null);
      await navigate(paths.home);
    });
  }

  if (!me.data) return <PageLoader />;
  return (
    <section className="m-screen">
      <h1>Settings</h1>
      <p className="m-note">
        <Link to={paths.member.notifications}>Notifications</Link>: what we tell you, by push, email or in the app, and
        when.
      </p>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
      <div className="m-columns">
        <div>
          <PreferencesForm key={me.dataUpdatedAt} me={me.data} />
          <p className="m-note">
            <Link to={paths.member.filters}>Filters</Link>: place, religion, children, languages, and which are
            dealbreakers.
          </p>
        </div>
        <div>
          <PrivacyPanel me={me.data} />
          <VerificationPanel me={me.data} />
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
