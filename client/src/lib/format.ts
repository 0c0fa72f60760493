/** Whole years between a YYYY-MM-DD birth date and `now`; null when the date cannot be read. */
export function ageFrom(dob: string | null | undefined, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let age = now.getFullYear() - year;
  const beforeBirthday = now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const toDate = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "3 Mar 2026"; an em dash when there is no date. */
export const formatDate = (value: string | number | Date | null | undefined) => {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
};

export const formatDateTime = (value: string | number | Date | null | undefined) => {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
};

/** 130 → "130", 1234567 → "1,234,567". */
export const formatCount = (value: number) => value.toLocaleString('en-NG');

/** Short naira for chart axes: ₦750k, ₦2.5M. */
export function formatNairaShort(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `₦${trim(amount / 1_000_000)}M`;
  if (abs >= 1_000) return `₦${trim(amount / 1_000)}k`;
  return `₦${amount}`;
}

const trim = (value: number) => (Math.round(value * 10) / 10).toString();

/** The share of `part` in `whole` as a rounded percentage; 0 when the whole is empty. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** "Ada Okafor"; the first name alone when there is no last name; a label when sign-up has not reached the name. */
export const memberName = (member: { firstName: string; lastName?: string | null }) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || 'No name yet';
