import { useId, useState, type InputHTMLAttributes } from 'react';
import './password-field.css';

type PasswordFieldProps = { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a 'Show password' / 'Hide password' toggle. */
export function PasswordField({ label, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="admin-password">
        <input id={id} className="field__control" type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="admin-password__toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide password' : 'Show password'}
        </button>
      </div>
    </div>
  );
}
