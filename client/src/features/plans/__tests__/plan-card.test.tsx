import '../../../test-support/polyfills';
import { fireEvent, screen } from '@testing-library/react';
import type { Plan } from '@blynd/shared';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../../test-support/render';
import { PlanCard } from '../components/plan-card';

const spark: Plan = {
  _id: 's',
  name: 'Spark',
  weeklyPrice: 2500,
  monthlyPrice: 8000,
  features: ['See who likes you', 'No ads'],
};
const free: Plan = { _id: 'f', name: 'Free', weeklyPrice: 0, monthlyPrice: 0, features: ['Like bios'] };

function PurchaseProbe() {
  const state = useLocation().state as { plan: Plan; cycle: string };
  return <p>{`purchase ${state.plan.name} ${state.cycle}`}</p>;
}

describe('PlanCard', () => {
  it('When the plan is Spark, then it carries the Popular tag and its weekly price', () => {
    renderWithProviders(<PlanCard plan={spark} cycle="weekly" />);
    expect(screen.getByText('Popular')).toBeTruthy();
    expect(screen.getByText('₦2,500')).toBeTruthy();
    expect(screen.getByText('/wk')).toBeTruthy();
  });

  it('When the cycle is monthly, then the monthly price shows with /mo', () => {
    renderWithProviders(<PlanCard plan={spark} cycle="monthly" />);
    expect(screen.getByText('₦8,000')).toBeTruthy();
    expect(screen.getByText('/mo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Spark monthly' })).toBeTruthy();
  });

  it('When the plan is free, then it reads Free and Get Started goes to /get', () => {
    renderWithProviders(<PlanCard plan={free} cycle="weekly" />);
    expect(screen.getAllByText('Free').length).toBeGreaterThan(1);
    expect(screen.queryByText('Popular')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/get');
  });

  it('When Buy is clicked, then /purchase-plan receives the plan and cycle in router state', async () => {
    renderWithProviders(<PlanCard plan={spark} cycle="weekly" />, {
      routes: [{ path: '/purchase-plan', element: <PurchaseProbe /> }],
    });
    fireEvent.click(screen.getByRole('link', { name: 'Buy Spark weekly' }));
    expect(await screen.findByText('purchase Spark weekly')).toBeTruthy();
  });
});
