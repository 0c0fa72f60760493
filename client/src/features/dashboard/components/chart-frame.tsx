import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * Charts are drawn for the eye; the same numbers sit in the table beside them for everyone else, so
 * the SVG is hidden from assistive technology rather than read out point by point. The chart fills the frame.
 */
export function ChartFrame({ children, height = 260 }: { children: ReactElement; height?: number }) {
  return (
    <div className="admin-chart" style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export const CHART_COLOURS = {
  Upstart: '#16a34a',
  Citizen: '#2563eb',
  Investor: '#7c3aed',
  Elite: '#d97706',
  premium: '#6a2bd9',
  free: '#c4b5e0',
  revenue: '#6a2bd9',
  subscribers: '#ff6b8b',
  female: '#ff6b8b',
  male: '#2563eb',
  nonBinary: '#d97706',
} as const;

/** Legend labels in ink: recharts paints them in the series colour, too pale to read for light series. */
export const legendText = (value: string) => <span className="admin-chart__legend-text">{value}</span>;
