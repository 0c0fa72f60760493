import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UserAnalytics } from '@blynd/shared';
import { formatCount } from '../../../lib/format';
import { segmentsOf } from '../analytics';
import { CHART_COLOURS, ChartFrame, legendText } from './chart-frame';
import { TableWrap } from '../../../components/admin/table-wrap';

/** The four earning bands (SPEC §9) with their naira ranges, members and Premium share. */
export function Segmentations({ analytics }: { analytics: UserAnalytics }) {
  const segments = segmentsOf(analytics);
  return (
    <section className="admin-panel" aria-labelledby="segmentations-title">
      <h2 id="segmentations-title">Segmentations</h2>
      <p className="admin-cell-muted">Members by earning status declared at sign-up, and how many of each are Premium.</p>
      <ChartFrame>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={segments} margin={{ top: 10, right: 10, left: 0, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="status" />
            <YAxis allowDecimals={false} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Legend formatter={legendText} />
            <Bar dataKey="free" name="Free" stackId="members" fill={CHART_COLOURS.free} isAnimationActive={false} />
            <Bar dataKey="premium" name="Premium" stackId="members" fill={CHART_COLOURS.premium} radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <TableWrap label="Members by earning status">
        <table className="admin-table admin-table--compact">
          <caption className="visually-hidden">Members by earning status</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Income band</th>
              <th scope="col">Members</th>
              <th scope="col">Premium</th>
              <th scope="col">Premium share</th>
            </tr>
          </thead>
          <tbody>
            {segments.map((segment) => (
              <tr key={segment.status}>
                <th scope="row">
                  <span className="admin-legend__swatch" style={{ background: CHART_COLOURS[segment.status] }} aria-hidden="true" />
                  {segment.status}
                </th>
                <td className="admin-nowrap">{segment.range}</td>
                <td>{formatCount(segment.members)}</td>
                <td>{formatCount(segment.premium)}</td>
                <td>{segment.premiumShare}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
