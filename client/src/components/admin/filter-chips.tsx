import './filter-chips.css';

/** One filter: its value (null: no filter), its label and, when the list knows it, how many rows it shows. */
export type FilterChip<Value extends string> = { value: Value | null; label: string; count?: number };

type FilterChipsProps<Value extends string> = {
  /** The group's name for screen readers ("Show mails"). */
  label: string;
  chips: readonly FilterChip<Value>[];
  selected: Value | null;
  onSelect: (value: Value | null) => void;
  /** A class besides `filter-chips`, for the screen's own spacing. */
  className?: string;
};

/** A row of toggle buttons, one pressed: the status filters above the inbox and the outbox. */
export function FilterChips<Value extends string>({
  label,
  chips,
  selected,
  onSelect,
  className,
}: FilterChipsProps<Value>) {
  return (
    <div className={className ? `filter-chips ${className}` : 'filter-chips'} role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value ?? ''}
          type="button"
          className="filter-chips__button"
          aria-pressed={selected === chip.value}
          onClick={() => onSelect(chip.value)}
        >
          {chip.label}
          {chip.count !== undefined && <span className="filter-chips__count">{chip.count}</span>}
        </button>
      ))}
    </div>
  );
}
