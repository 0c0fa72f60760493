import { asc, sql } from 'drizzle-orm';
import { KIDS_WANTS, RELIGIONS } from '@blynd/shared';
import type { DbTransaction } from '../client';
import { members } from '../schema';
import { lgaCentre, placeStates } from '../../lib/nigeria-places';

/** The LGA most demo members of a state live in (the state capital's area), else the state's first. */
const HOME_LGA: Record<string, string> = {
  Lagos: 'Ikeja',
  Abuja: 'Municipal Area Council',
  Rivers: 'Port Harcourt',
  Oyo: 'Ibadan North',
  Kano: 'Kano Municipal',
  Enugu: 'Enugu North',
  Kaduna: 'Kaduna North',
};
const YORUBA = ['Lagos', 'Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti', 'Kwara'];
const IGBO = ['Enugu', 'Anambra', 'Imo', 'Abia', 'Ebonyi'];
const HAUSA = ['Kano', 'Kaduna', 'Katsina', 'Sokoto', 'Zamfara', 'Jigawa', 'Kebbi', 'Bauchi'];
const RELIGION_CYCLE = ['christian', 'muslim', 'christian', 'none', 'muslim', 'traditional', 'christian', 'spiritual'];

/**
 * Discovery fields for the demo members (decision 0162), believable for where they live: a place in their state (most
 * in its capital's LGA, some in a neighbouring one), the state's language beside English (and Pidgin for many),
 * religions in a Nigerian mix, children and heights by turns. Deterministic: the same seed gives the same members.
 */
export async function seedDiscoveryFields(tx: DbTransaction) {
  const rows = await tx.select({ id: members.id, state: members.state }).from(members).orderBy(asc(members.phone));
  const states = new Map(placeStates().map((state) => [state.name, state]));
  const values = rows.map((row, index) => {
    const state = states.get(row.state);
    const home = state && (HOME_LGA[row.state] ?? state.lgas[0]!.name);
    const lga = state && (index % 3 === 2 ? state.lgas[index % state.lgas.length]!.name : home!);
    const centre = state && lga ? lgaCentre(state.name, lga) : undefined;
    const local = YORUBA.includes(row.state)
      ? 'Yoruba'
      : IGBO.includes(row.state)
        ? 'Igbo'
        : HAUSA.includes(row.state)
          ? 'Hausa'
          : undefined;
    const languages = ['English', ...(local ? [local] : []), ...(index % 2 === 0 ? ['Pidgin'] : [])];
    const religion = HAUSA.includes(row.state) && index % 4 !== 3 ? 'muslim' : RELIGION_CYCLE[index % 8]!;
    return sql`(${row.id}::uuid, ${centre ? state!.name : null}::text, ${centre ? lga! : null}::text,
      ${centre?.lat ?? null}::float8, ${centre?.lng ?? null}::float8, ${RELIGIONS.includes(religion as never) ? religion : null}::text,
      ${index % 5 === 0}::boolean, ${KIDS_WANTS[index % KIDS_WANTS.length]!}::text, ${JSON.stringify(languages)}::jsonb,
      ${155 + ((index * 7) % 40)}::integer)`;
  });
  // One statement for every member: the demo seed runs on each embedded start.
  for (let i = 0; i < values.length; i += 500)
    await tx.execute(sql`update members m set place_state = v.place_state, place_lga = v.place_lga,
      place_lat = v.place_lat, place_lng = v.place_lng, religion = v.religion, kids_has = v.kids_has,
      kids_wants = v.kids_wants, languages = v.languages, height_cm = v.height_cm
      from (values ${sql.join(values.slice(i, i + 500), sql`, `)})
        as v(id, place_state, place_lga, place_lat, place_lng, religion, kids_has, kids_wants, languages, height_cm)
      where m.id = v.id`);
}
