import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNaira, type RevenueResponse } from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { formatCount, formatNairaShort } from '../../../lib/format';
import { useRevenue } from '../api/get-revenue';
import { CHART_COLOURS, ChartFrame } from './chart-frame';
import { Panel } from '../../../components/admin/panel';

/** Money received per plan (successful payments only); hand activations counted apart (decision 0055). */
export function Monetization() {
  const query = useRevenue();
  return (
    <Panel id="monetization-title" title="Monetization">
      <QueryState query={query} loadingLabel="Loading revenue">
        {(data: RevenueResponse) => <MonetizationFigures data={data} />}
      </QueryState>
    </Panel>
  );
}

function MonetizationFigures({ data }: { data: RevenueResponse }) {
  // Free has no money and many members: charted, its bar would flatten every paid plan's.
  const paidPlans = data.plans.filter((plan) => !plan.isFree);
  return (
    <>
      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Premium revenue received to date</dt>
          <dd>{formatNaira(data.revenue)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Successful payments</dt>
          <dd>{formatCount(data.payments)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Manual activations (not revenue)</dt>
          <dd>{formatCount(data.manualActivations.count)}</dd>
        </div>
      </dl>
      <h3>Token sales</h3>
      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Token revenue received</dt>
          <dd data-testid="token-revenue">{formatNaira(data.tokenSales.revenue)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Token pack payments</dt>
          <dd>{formatCount(data.tokenSales.payments)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Tokens sold</dt>
          <dd>{formatCount(data.tokenSales.tokens)}</dd>
        </div>
      </dl>
      <p className="admin-cell-muted">
        Revenue counts successful payments only; Premium and token packs are counted apart, and tokens granted by an
        admin are never revenue. Activations made by an admin without a payment are counted apart
        {data.manualActivations.count > 0
          ? ` (worth ${formatNaira(data.manualActivations.listValue)} at list price)`
          : ''}
        .
      </p>
      <RevenueByChannel channels={data.channels} />
      {paidPlans.length > 0 && (
        <ChartFrame height={220}>
          <BarChart data={paidPlans} margin={{ top: 10, right: 10, left: 10, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="plan" />
            <YAxis tickFormatter={(value: number) => formatNairaShort(value)} width={64} />
            <Tooltip formatter={(value) => formatNaira(Number(value))} />
            <Bar
              dataKey="revenue"
              name="Revenue"
              fill={CHART_COLOURS.revenue}
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ChartFrame>
      )}
      <DataTable
        label="Revenue and subscribers per plan"
        caption="Revenue and subscribers per plan"
        captionHidden
        className="admin-table--compact"
        columns={['Plan', 'Price', 'Subscribers', 'Payments', 'Revenue', 'Manual']}
        rows={data.plans}
        renderRow={(plan) => (
          <tr key={plan._id}>
            <th scope="row">
              {plan.plan}
              {plan.retired && <span className="admin-cell-muted"> (retired)</span>}
            </th>
            <td>{plan.isFree ? 'Free' : `${formatNaira(plan.weeklyCost)}/wk · ${formatNaira(plan.cost)}/mo`}</td>
            <td>{formatCount(plan.subscribers)}</td>
            <td>{formatCount(plan.payments)}</td>
            <td className="admin-nowrap">{formatNaira(plan.revenue)}</td>
            <td>{formatCount(plan.manualActivations)}</td>
          </tr>
        )}
      />
    </>
  );
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** Where the money was paid (decision 0156): store refunds and store fees shown apart from what was received. */
function RevenueByChannel({ channels }: { channels: RevenueResponse['channels'] }) {
  return (
    <>
      <h3>Revenue by channel</h3>
      <DataTable
        label="Revenue by channel"
        caption="Revenue by channel: received, refunded, store fees and net"
        captionHidden
        className="admin-table--compact"
        columns={['Channel', 'Payments', 'Received', 'Refunded', 'Store fee', 'Net']}
        rows={channels}
        renderRow={(row) => (
          <tr key={row.channel} data-testid={`channel-${row.channel}`}>
            <th scope="row">{row.label}</th>
            <td>{formatCount(row.payments)}</td>
            <td className="admin-nowrap">{formatNaira(row.gross)}</td>
            <td className="admin-nowrap">
              {formatNaira(row.refunded)}
              {row.refunds > 0 && <span className="admin-cell-muted"> ({formatCount(row.refunds)})</span>}
            </td>
            <td className="admin-nowrap">
              {row.channel === 'website' ? (
                <span className="admin-cell-muted">None</span>
              ) : (
                <>
                  {formatNaira(row.fees)} <span className="admin-cell-muted">({percent(row.feeRate)})</span>
                </>
              )}
            </td>
            <td className="admin-nowrap">{formatNaira(row.net)}</td>
          </tr>
        )}
      />
      <p className="admin-cell-muted">
        Received counts every successful payment, Premium and token packs together. Refunded is what the App Store or
        Google Play gave back since; the store fee is the store&apos;s configured share of what was not refunded. Net is
        received less both.
      </p>
    </>
  );
}
