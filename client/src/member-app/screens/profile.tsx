import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/page-loader';
import { VerifiedBadge } from '../components/verified-badge';
import { errorMessage } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useMe } from '../features/profile/api/get-me';
import { useUpdateMe } from '../features/profile/api/update-me';
import { CompatibilityFields } from '../features/profile/components/compatibility-fields';
import { PhotoManager } from '../features/profile/components/photo-manager';
import { draftFrom, patchFrom, ProfileFields, type ProfileDraft } from '../features/profile/components/profile-fields';
import { useProfileTexts } from './texts/profile';

export function ProfileScreen() {
  const t = useProfileTexts();
  useDocumentMeta(t('title'), t('description'));
  const me = useMe();
  if (!me.data) return me.error ? <p className="m-error">{errorMessage(me.error)}</p> : <PageLoader />;
  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <p className="m-muted">
        {me.data.firstName}
        {me.data.age ? `, ${me.data.age}` : ''} · {me.data.isPremium ? t('premium') : t('free')}
        {me.data.verified && (
          <>
            {' '}
            · <VerifiedBadge />
          </>
        )}
      </p>
      <div className="m-columns">
        <BasicsForm key={me.dataUpdatedAt} initial={draftFrom(me.data)} />
        <div>
          <PhotoManager me={me.data} />
          <CompatibilityFields me={me.data as never} />
        </div>
      </div>
    </section>
  );
}

function BasicsForm({ initial }: { initial: ProfileDraft }) {
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const t = useProfileTexts();
  const updateMe = useUpdateMe({ onSaved: () => setMessage({ text: useProfileTexts.t('saved') }) });
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await updateMe.mutateAsync(patchFrom(draft));
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="m-panel m-form" onSubmit={save} noValidate aria-labelledby="basics-heading">
      <h2 id="basics-heading">{t('aboutYou')}</h2>
      <ProfileFields draft={draft} onChange={setDraft} />
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </Button>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
    </form>
  );
}
