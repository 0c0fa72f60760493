import type { AdminSession } from './admin';
import { summarize, type Summary } from './stats';

/** Seeded names (seed-sql.ts): member i is first[i % 40] last[(i / 40) % 40]. */
const FIRST = ['Chiamaka', 'Oluwaseun', 'Ibrahim', 'Temitope', 'Nnamdi', 'Halima'];
const LAST = ['Okafor', 'Nwachukwu', 'Adebayo', 'Suleiman', 'Ogunleye', 'Yakubu'];

const pad9 = (i: number) => String(i).padStart(9, '0');
const spaced = (digits: string, groups: number[]) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) parts.push(digits.slice(at, (at += size)));
  return parts.join(' ');
};

/** The last six digits of a member's phone, skipping members whose six start with 0 (that reads as a local number typed from its start). */
const lastDigits = (member: (call: number) => number, call: number) => {
  for (let c = call; ; c += 1000) {
    const digits = pad9(member(c)).slice(-6);
    if (!digits.startsWith('0')) return digits;
  }
};

/**
 * Every form of the control centre's Users search (the screen's `q`: GET /members?q=, newest first, a
 * page of 20 and a total counted up to its cap) and the exact phone lookup (GET /getsingleUser/{phone}).
 * Each call searches for a different member (or name), so no answer is the previous one repeated.
 */
export function searchForms(
  members: number,
): { key: string; label: string; route: 'members' | 'getsingleUser'; term: (call: number) => string }[] {
  const member = (call: number) => 1 + ((call * 7919 + 12_345) % members);
  return [
    { key: 'nameFirst', label: 'first name (e.g. Chiamaka)', route: 'members', term: (c) => FIRST[c % FIRST.length] },
    {
      key: 'nameFull',
      label: 'full name (e.g. Chiamaka Okafor)',
      route: 'members',
      term: (c) => `${FIRST[c % FIRST.length]} ${LAST[(c >> 2) % LAST.length]}`,
    },
    {
      key: 'namePartial',
      label: 'part of a name, lower case (e.g. "amak")',
      route: 'members',
      term: (c) => ['amak', 'seun', 'bayo', 'chukwu', 'ogun', 'hali'][c % 6],
    },
    { key: 'emailFull', label: 'whole email', route: 'members', term: (c) => `bench.member${member(c)}@example.com` },
    {
      key: 'emailPartial',
      label: 'part of an email (e.g. member123456@)',
      route: 'members',
      term: (c) => `member${member(c)}@`,
    },
    {
      key: 'phoneCanonical',
      label: 'phone, 234 form (2347…)',
      route: 'members',
      term: (c) => `2347${pad9(member(c))}`,
    },
    { key: 'phoneLocal', label: 'phone, local 0 form (07…)', route: 'members', term: (c) => `07${pad9(member(c))}` },
    {
      key: 'phoneSpacedPlus',
      label: 'phone, +234 with spaces',
      route: 'members',
      term: (c) => `+234 ${spaced(`7${pad9(member(c))}`, [3, 3, 4])}`,
    },
    {
      key: 'phoneSpacedLocal',
      label: 'phone, 0 form with spaces',
      route: 'members',
      term: (c) => spaced(`07${pad9(member(c))}`, [4, 3, 4]),
    },
    {
      key: 'phonePartial',
      label: 'last 6 digits of a phone (not starting with 0)',
      route: 'members',
      term: (c) => lastDigits(member, c),
    },
    {
      key: 'phoneExact',
      label: 'exact phone lookup (getsingleUser)',
      route: 'getsingleUser',
      term: (c) => `2347${pad9(member(c))}`,
    },
  ];
}

export type SearchFigure = Summary & {
  label: string;
  route: string;
  example: string;
  averageTotal: number;
  foundShare: number;
};

/**
 * Each form: a 5-call probe, then `runs` timed calls after `warmup` untimed ones; a form slower than
 * 200 ms a call in the probe gets 30 timed calls (the figure's tail is then the 29th of 30).
 */
export async function measureAdminSearch(
  base: string,
  session: AdminSession,
  members: number,
  runs: number,
  warmup = 10,
): Promise<Record<string, SearchFigure>> {
  const figures: Record<string, SearchFigure> = {};
  for (const form of searchForms(members)) {
    const call = async (c: number) => {
      const term = form.term(c);
      const started = performance.now();
      const path =
        form.route === 'members'
          ? `members?adminId=${session.adminId}&q=${encodeURIComponent(term)}`
          : `getsingleUser/${encodeURIComponent(term)}`;
      const res = await fetch(`${base}/api/v1/admin/${path}`, { headers: { authorization: session.auth } });
      const body = (await res.json()) as { users?: unknown[]; total?: number; user?: unknown };
      const ms = performance.now() - started;
      if (!res.ok && !(form.route === 'getsingleUser' && res.status === 404))
        throw new Error(`HTTP ${res.status} from ${form.route}: ${JSON.stringify(body).slice(0, 200)}`);
      const total = form.route === 'getsingleUser' ? (body.user ? 1 : 0) : (body.total ?? 0);
      return { ms, total };
    };
    const probe: number[] = [];
    for (let c = 0; c < 5; c++) probe.push((await call(c)).ms);
    const slow = summarize(probe).median > 200;
    const timed = slow ? 30 : runs;
    const samples: number[] = [];
    let totals = 0;
    let found = 0;
    for (let c = 5; c < 5 + (slow ? 2 : warmup) + timed; c++) {
      const { ms, total } = await call(c);
      if (c >= 5 + (slow ? 2 : warmup)) {
        samples.push(ms);
        totals += total;
        if (total > 0) found++;
      }
    }
    figures[form.key] = {
      ...summarize(samples),
      label: form.label,
      route: form.route,
      example: form.term(0),
      averageTotal: Math.round(totals / timed),
      foundShare: Math.round((found / timed) * 100) / 100,
    };
  }
  return figures;
}
