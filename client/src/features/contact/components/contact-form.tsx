import { contactMessageSchema } from '@blynd/shared';
import { ContactDetailsFields, PublicSubmitButton } from '../../../components/ui/public-form-parts';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { TOAST_DURATION } from '../../../lib/toast';
import { usePublicForm } from '../../../lib/use-public-form';
import { useSendMessage } from '../api/send-message';
import { useHydrated } from '../../../lib/use-hydrated';
import '../../../styles/forms.css';

const EMPTY = { email: '', fullname: '', phone: '', subject: '', message: '' };

export function ContactForm() {
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
        <TextField label="Subject" {...field('subject')} placeholder="What is this about?" />
        <div className="form-grid__full">
          <TextAreaField
            label="Message"
            rows={6}
            {...field('message')}
            placeholder="Tell us what happened and how we can help."
          />
        </div>
      </div>
      <PublicSubmitButton label="Send Message" sending={sending} hydrated={hydrated} />
    </form>
  );
}
