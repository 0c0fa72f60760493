import { contactMessageSchema } from '@blynd/shared';
import { ContactDetailsFields, PublicSubmitButton } from '../../../components/ui/public-form-parts';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { TOAST_DURATION } from '../../../lib/toast';
import { usePublicForm } from '../../../lib/use-public-form';
import { useSendMessage } from '../api/send-message';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePublicFormTexts } from '../../../components/ui/public-form-texts';
import '../../../styles/forms.css';

const EMPTY = { email: '', fullname: '', phone: '', subject: '', message: '' };

export function ContactForm() {
  const t = usePublicFormTexts();
  const hydrated = useHydrated();
  const { mutateAsync } = useSendMessage();
  const { field, submit, sending } = usePublicForm({
    empty: EMPTY,
    schema: contactMessageSchema,
    send: mutateAsync,
    successDuration: TOAST_DURATION.contactSuccess,
  });

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-busy={sending}>
      <div className="form-grid">
        <ContactDetailsFields field={field} emailPlaceholder="you@example.com" />
        <TextField label={t('subject')} {...field('subject')} placeholder={t('subjectPlaceholder')} />
        <div className="form-grid__full">
          <TextAreaField label={t('message')} rows={6} {...field('message')} placeholder={t('messagePlaceholder')} />
        </div>
      </div>
      <PublicSubmitButton label={t('sendMessage')} sending={sending} hydrated={hydrated} />
    </form>
  );
}
