import type { MemberDiscovery } from '@blynd/shared';
import { Panel } from '../../../components/admin/panel';

const said = (value: string | number | null | undefined) =>
  value === null || value === undefined ? 'Not said' : String(value);
const preference = (p: { value: unknown; dealbreaker: boolean } | null, show: (value: never) => string) =>
  p ? `${show(p.value as never)} (${p.dealbreaker ? 'dealbreaker' : 'preference'})` : 'Any';

/** The member's discovery fields and filters on their record (decision 0162). */
export function MemberDiscoverySection({ discovery: d }: { discovery: MemberDiscovery }) {
  const prefs = d.preferences;
  return (
    <Panel id="record-discovery" title="Discovery">
      <dl className="admin-details">
        <dt>Place</dt>
        <dd>{d.place ? `${d.place.lga}, ${d.place.state}` : 'Not said'}</dd>
        <dt>Religion</dt>
        <dd>{said(d.religion)}</dd>
        <dt>Children</dt>
        <dd>{d.kids ? `${d.kids.has ? 'Has children' : 'No children'}; wants: ${d.kids.wants}` : 'Not said'}</dd>
        <dt>Languages</dt>
        <dd>{d.languages.length > 0 ? d.languages.join(', ') : 'Not said'}</dd>
        <dt>Height</dt>
        <dd>{d.height ? `${d.height} cm` : 'Not said'}</dd>
        <dt>Ages wanted</dt>
        <dd>
          {prefs ? `${prefs.ageMin}–${prefs.ageMax} (${prefs.ageDealbreaker ? 'dealbreaker' : 'preference'})` : 'Any'}
        </dd>
        <dt>Distance</dt>
        <dd>{preference(prefs?.distanceKm ?? null, (km: number) => `Within ${km} km`)}</dd>
        <dt>Religions wanted</dt>
        <dd>{preference(prefs?.religions ?? null, (list: string[]) => list.join(', '))}</dd>
        <dt>Children wanted</dt>
        <dd>
          {preference(prefs?.kids ?? null, (k: { has?: boolean; wants?: string[] }) =>
            [k.has === undefined ? null : k.has ? 'has children' : 'no children', k.wants?.join(' or ')]
              .filter(Boolean)
              .join('; '),
          )}
        </dd>
        <dt>Languages wanted</dt>
        <dd>{preference(prefs?.languages ?? null, (list: string[]) => list.join(', '))}</dd>
      </dl>
    </Panel>
  );
}
