import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { UserAnalytics } from '@blynd/shared';
import { formatCount } from '../../../lib/format';
import { segmentsOf } from '../analytics';
import { CHART_COLOURS, ChartFrame, legendText } from './chart-frame';
import { DataTable } from '../../../components/admin/data-table';
import { Panel } from '../../../components/admin/panel';

/** The four earning bands (docs/domain-rules.md#earning-status) with their naira ranges, members and Premium share. */
export function Segmentations({ analytics }: { analytics: UserAnalytics }) {
  const segments = segmentsOf(analytics);
  return (
    <Panel id="segmentations-title" title="Segmentations">
      <p className="admin-cell-muted">
        Members by earning status declared at sign-up, and how many of each are Premium.
      </p>
      <ChartFrame>
        <BarChart data={segments} margin={{ top: 10, right: 10, left: 0, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="status" />
          <YAxis allowDecimals={false} />
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <Legend formatter={legendText} />
          <Bar dataKey="free" name="Free" stackId="members" fill={CHART_COLOURS.free} isAnimationActive={false} />
          <Bar
            dataKey="premium"
            name="Premium"
            stackId="members"
            fill={CHART_COLOURS.premium}
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFrame>
      <DataTable
        label="Members by earning status"
        caption="Members by earning status"
        captionHidden
        className="admin-table--compact"
        columns={['Status', 'Income band', 'Members', 'Premium', 'Premium share']}
        rows={segments}
        renderRow={(segment) => (
          <tr key={segment.status}>
            <th scope="row">
              <span
                className="admin-legend__swatch"
                style={{ background: CHART_COLOURS[segment.status] }}
                aria-hidden="true"
              />
              {segment.status}
            </th>
            <td className="admin-nowrap">{segment.range}</td>
            <td>{formatCount(segment.members)}</td>
            <td>{formatCount(segment.premium)}</td>
            <td>{segment.premiumShare}%</td>
          </tr>
        )}
      />
    </Panel>
  );
}
