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
  const { values, pending } = form;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate aria-busy={pending}>
      <TextField
        label="Email address"
        type="email"
        name="email"
        autoComplete="username"
        value={values.email}
        onChange={form.text('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={form.text('password')}
      />
      <TextField
        label="Access code"
        name="passcode"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.passcode}
        onChange={form.text('passcode')}
      />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Granting access…' : 'Grant Access'}
      </Button>
    </form>
  );
}
