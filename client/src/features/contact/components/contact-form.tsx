import { contactMessageSchema } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { TOAST_DURATION } from '../../../lib/toast';
import { usePublicForm } from '../../../lib/use-public-form';
import { useSendMessage } from '../api/send-message';
import '../../../styles/forms.css';

const EMPTY = { email: '', fullname: '', phone: '', subject: '', message: '' };

export function ContactForm() {
  const { mutateAsync } = useSendMessage();
  const { values, set, onSubmit, sending } = usePublicForm({
    empty: EMPTY,
    schema: contactMessageSchema,
    send: mutateAsync,
    successDuration: TOAST_DURATION.contactSuccess,
  });

  return (
    <form className="form-card" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <div className="form-grid">
        <TextField label="Email address" type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} placeholder="you@example.com" />
        <TextField label="Full name" name="fullname" autoComplete="name" value={values.fullname} onChange={set('fullname')} placeholder="Your full name" />
        <TextField label="Phone number" type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={set('phone')} placeholder="0803 123 4567" />
        <TextField label="Subject" name="subject" value={values.subject} onChange={set('subject')} placeholder="What is this about?" />
        <div className="form-grid__full">
          <TextAreaField label="Message" name="message" rows={6} value={values.message} onChange={set('message')} placeholder="Tell us what happened and how we can help." />
        </div>
      </div>
      <Button type="submit" size="lg" block disabled={sending}>
        {sending && <Spinner size={18} light />}
        {sending ? 'Sending' : 'Send Message'}
      </Button>
    </form>
  );
}
