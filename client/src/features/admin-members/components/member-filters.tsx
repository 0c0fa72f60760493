import { EARNING_STATUSES } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Options, SelectField, TextField } from '../../../components/ui/field';

export const FILTER_KEYS = ['plan', 'earningStatus', 'blocked', 'joinedFrom', 'joinedTo', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The members list's filters and sort; every change goes to the URL at once (and back to page 1). */
export function MemberFilters({
  params,
  onChange,
}: {
  params: URLSearchParams;
  onChange: (changes: Partial<Record<FilterKey, string | null>>) => void;
}) {
  const value = (key: FilterKey) => params.get(key) ?? '';
  const any = FILTER_KEYS.some((key) => params.get(key));
  const select = (key: FilterKey) => ({
    value: value(key),
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value || null }),
  });
  return (
    <fieldset className="admin-filters">
      <legend className="admin-filters__legend">Filter and sort</legend>
      <SelectField label="Plan" {...select('plan')}>
        <option value="">Any plan</option>
        <option value="free">Free</option>
        <option value="premium">Premium</option>
      </SelectField>
      <SelectField label="Earning status" {...select('earningStatus')}>
        <option value="">Any status</option>
        <Options options={EARNING_STATUSES} />
        <option value="none">Not given</option>
      </SelectField>
      <SelectField label="Account" {...select('blocked')}>
        <option value="">Any account</option>
        <option value="false">Active</option>
        <option value="true">Blocked</option>
      </SelectField>
      <TextField label="Joined from" type="date" {...select('joinedFrom')} />
      <TextField label="Joined to" type="date" {...select('joinedTo')} />
      <SelectField label="Sort by" {...select('sort')}>
        <option value="">Newest first</option>
        <option value="oldest">Oldest first</option>
        <option value="name">Name A–Z</option>
      </SelectField>
      {any && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])))}
        >
          Clear filters
        </Button>
      )}
    </fieldset>
  );
}
