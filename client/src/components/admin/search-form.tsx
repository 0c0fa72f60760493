import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { notifyError } from '../../lib/toast';
import './search-form.css';

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
export function SearchForm({
  label,
  hint,
  value,
  onSearch,
  onClear,
  validate,
  maxLength,
  inputMode = 'text',
  placeholder,
}: SearchFormProps) {
  const hintId = useId();
  const [term, setTerm] = useState(value);
  useEffect(() => setTerm(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(term);
    if (problem) {
      notifyError(problem);
      return;
    }
    onSearch(term.trim());
  };
  return (
    <form className="admin-search-form" role="search" onSubmit={submit} noValidate>
      <div className="admin-search">
        <TextField
          label={label}
          type="search"
          name="q"
          value={term}
          maxLength={maxLength}
          inputMode={inputMode}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setTerm(event.target.value)}
        />
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
      </div>
      {hint && (
        <p className="field__hint admin-search-form__hint" id={hintId}>
          {hint}
        </p>
      )}
    </form>
  );
}
