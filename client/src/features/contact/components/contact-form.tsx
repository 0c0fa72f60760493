import { contactMessageSchema } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
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
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          {...field('email')}
          placeholder="you@example.com"
        />
        <TextField label="Full name" autoComplete="name" {...field('fullname')} placeholder="Your full name" />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phone')} placeholder="0803 123 4567" />
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
      <Button type="submit" size="lg" block disabled={sending || !hydrated}>
        {sending && <Spinner size={18} light />}
        {sending ? 'Sending' : 'Send Message'}
      </Button>
    </form>
  );
}
