import { useRef, useState, type FormEvent } from 'react';
import { adminLoginSchema } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { PasswordField } from '../../components/password-field';
import { adminError, adminFailure } from '../../lib/admin-toast';
import { adminSession } from '../../lib/session';
import { checkForm } from '../../lib/validate';
import { login } from '../api/login';

/**
 * Email, password and access code; 'Grant Access'. Validation messages and server errors are toasts
 * (SPEC §8). Starting the session is enough: the login route's guard then moves the admin on.
 */
export function LoginForm() {
  const [values, setValues] = useState({ email: '', password: '', passcode: '' });
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkForm(adminLoginSchema, values, ['email', 'password', 'passcode']);
    if (!checked.ok) {
      adminError(checked.message);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const answer = await login(checked.data);
      adminSession.start({ adminId: answer.adminId, token: answer.token });
    } catch (error) {
      adminFailure(error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      <TextField label="Email address" type="email" name="email" autoComplete="username" value={values.email} onChange={set('email')} />
      <PasswordField label="Password" name="password" autoComplete="current-password" value={values.password} onChange={set('password')} />
      <TextField label="Access code" name="passcode" inputMode="numeric" autoComplete="one-time-code" value={values.passcode} onChange={set('passcode')} />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Granting access…' : 'Grant Access'}
      </Button>
    </form>
  );
}
