import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNaira, type AnalyticsTier } from '@blynd/shared';
import { formatCount, formatNairaShort } from '../../../lib/format';
import { CHART_COLOURS, ChartFrame } from './chart-frame';
import { TableWrap } from '../../../components/admin/table-wrap';

/** Revenue and current subscribers for each plan. */
export function Monetization({ tiers }: { tiers: AnalyticsTier[] }) {
  const totalRevenue = tiers.reduce((sum, tier) => sum + tier.revenue, 0);
  return (
    <section className="admin-panel" aria-labelledby="monetization-title">
      <h2 id="monetization-title">Monetization</h2>
      <p className="admin-cell-muted">
        Revenue recorded to date: <strong>{formatNaira(totalRevenue)}</strong>
      </p>
      <ChartFrame>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={tiers} margin={{ top: 10, right: 10, left: 10, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="plan" />
            <YAxis yAxisId="revenue" tickFormatter={(value: number) => formatNairaShort(value)} width={64} />
            <YAxis yAxisId="subscribers" orientation="right" allowDecimals={false} width={44} />
            <Tooltip formatter={(value, name) => (name === 'Revenue' ? formatNaira(Number(value)) : formatCount(Number(value)))} />
            <Legend />
            <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill={CHART_COLOURS.revenue} radius={[6, 6, 0, 0]} isAnimationActive={false} />
            <Bar yAxisId="subscribers" dataKey="subscribers" name="Subscribers" fill={CHART_COLOURS.subscribers} radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <TableWrap label="Revenue and subscribers per plan">
        <table className="admin-table admin-table--compact">
          <caption className="visually-hidden">Revenue and subscribers per plan</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Price</th>
              <th scope="col">Subscribers</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier._id}>
                <th scope="row">{tier.plan}</th>
                <td className="admin-nowrap">{tier.cost === 0 && tier.weeklyCost === 0 ? 'Free' : `${formatNaira(tier.weeklyCost)}/wk · ${formatNaira(tier.cost)}/mo`}</td>
                <td>{formatCount(tier.subscribers)}</td>
                <td>{formatNaira(tier.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
