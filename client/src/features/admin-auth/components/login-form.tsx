import { adminLoginSchema } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { sessionFromLogin } from '../../../lib/auth/session-api';
import { adminSession } from '../../../lib/auth/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { login } from '../api/login';

/**
 * Email, password and access code; 'Grant Access'. Validation messages and server errors are toasts
 * (docs/domain-rules.md#control-centre-session-and-texts). Starting the session is enough: the login route's guard then moves the admin on.
 */
export function LoginForm() {
  const form = useSchemaForm({
    schema: adminLoginSchema,
    initial: { email: '', password: '', passcode: '' },
    busyMessage: null,
    onValid: async (input) => adminSession.start(sessionFromLogin(await login(input))),
  });
  const { field, pending } = form;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate aria-busy={pending}>
      <TextField label="Email address" type="email" autoComplete="username" {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <TextField label="Access code" inputMode="numeric" autoComplete="one-time-code" {...field('passcode')} />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Granting access…' : 'Grant Access'}
      </Button>
    </form>
  );
}
