import type { ChangeEvent } from 'react';
import { Button } from './button';
import { TextField } from './field';
import { usePublicFormTexts } from './public-form-texts';
import { Spinner } from './spinner';

type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** Who is writing, as the public forms (contact, ad reservation) ask it: email, full name, phone. */
export function ContactDetailsFields({
  field,
  emailPlaceholder,
}: {
  /** The public form's field binding (lib/use-public-form.ts). */
  field: (key: 'email' | 'fullname' | 'phone') => FieldProps;
  emailPlaceholder: string;
}) {
  const t = usePublicFormTexts();
  return (
    <>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        {...field('email')}
        placeholder={emailPlaceholder}
      />
      <TextField
        label={t('fullname')}
        autoComplete="name"
        {...field('fullname')}
        placeholder={t('fullnamePlaceholder')}
      />
      <TextField label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} placeholder="0803 123 4567" />
    </>
  );
}

/** A public form's submit button: held until React has hydrated the prerendered page, a spinner while sending. */
export function PublicSubmitButton({
  label,
  sending,
  hydrated,
}: {
  label: string;
  sending: boolean;
  hydrated: boolean;
}) {
  const t = usePublicFormTexts();
  return (
    <Button type="submit" size="lg" block disabled={sending || !hydrated}>
      {sending && <Spinner size={18} light />}
      {sending ? t('sending') : label}
    </Button>
  );
}
