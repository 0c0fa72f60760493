import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { adminError } from '../lib/admin-toast';

type SearchFormProps = {
  label: string;
  hint?: string;
  /** The search in the URL; the box follows it on back and forward. */
  value: string;
  onSearch: (term: string) => void;
  onClear: () => void;
  /** Returns the message to show when the term cannot be searched. */
  validate: (term: string) => string | null;
  maxLength?: number;
  inputMode?: 'numeric' | 'text' | 'tel';
  placeholder?: string;
};

/** A labelled search box with Search and Clear; a term that fails `validate` shows its message as a toast. */
export function SearchForm({ label, hint, value, onSearch, onClear, validate, maxLength, inputMode = 'text', placeholder }: SearchFormProps) {
  const [term, setTerm] = useState(value);
  useEffect(() => setTerm(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(term);
    if (problem) {
      adminError(problem);
      return;
    }
    onSearch(term.trim());
  };
  return (
    <form className="admin-search" role="search" onSubmit={submit} noValidate>
      <TextField label={label} hint={hint} type="search" name="q" value={term} maxLength={maxLength} inputMode={inputMode} placeholder={placeholder} onChange={(event) => setTerm(event.target.value)} />
      <Button type="submit" size="sm">
        Search
      </Button>
      {value && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setTerm('');
            onClear();
          }}
        >
          Clear search
        </Button>
      )}
    </form>
  );
}
