import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { UserAnalytics } from '@blynd/shared';
import { formatCount, percentOf } from '../../../lib/format';
import { gendersOf } from '../analytics';
import { CHART_COLOURS, ChartFrame } from './chart-frame';
import { Panel } from '../../../components/admin/panel';

const GENDER_COLOURS = [CHART_COLOURS.female, CHART_COLOURS.male, CHART_COLOURS.nonBinary];

/** Members, Premium members and the gender mix. */
export function MemberAnalytics({ analytics }: { analytics: UserAnalytics }) {
  const genders = gendersOf(analytics);
  return (
    <Panel id="member-analytics-title" title="Member Analytics">
      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Members</dt>
          <dd>{formatCount(analytics.numberOfUsers)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Premium</dt>
          <dd>{formatCount(analytics.premiumCount)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Premium share</dt>
          <dd>{percentOf(analytics.premiumCount, analytics.numberOfUsers)}%</dd>
        </div>
        <div className="admin-stat">
          <dt>Premium without badge</dt>
          <dd>{formatCount(analytics.plainPremiumCount)}</dd>
        </div>
      </dl>
      <h3 className="admin-section-title">Gender</h3>
      <ChartFrame height={170}>
        <BarChart data={genders} layout="vertical" margin={{ left: 8, right: 48 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={90} />
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <Bar dataKey="count" name="Members" radius={[0, 6, 6, 0]} isAnimationActive={false}>
            {genders.map((slice, index) => (
              <Cell key={slice.label} fill={GENDER_COLOURS[index]} />
            ))}
            <LabelList dataKey="count" position="right" />
          </Bar>
        </BarChart>
      </ChartFrame>
      <table className="admin-table admin-table--compact">
        <caption className="visually-hidden">Members by gender</caption>
        <thead>
          <tr>
            <th scope="col">Gender</th>
            <th scope="col">Members</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {genders.map((slice) => (
            <tr key={slice.label}>
              <th scope="row">{slice.label}</th>
              <td>{formatCount(slice.count)}</td>
              <td>{slice.share}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
