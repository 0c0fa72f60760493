import { BILLING_CYCLES, type BillingCycle } from '@blynd/shared';
import { CYCLE_NAME } from '../../../lib/pricing';
import './plans.css';

export function CycleToggle({ value, onChange }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  return (
    <div className="cycle-toggle" role="group" aria-label="Billing cycle">
      {BILLING_CYCLES.map((cycle) => (
        <button
          key={cycle}
          type="button"
          className={`cycle-toggle__option${value === cycle ? ' cycle-toggle__option--on' : ''}`}
          aria-pressed={value === cycle}
          onClick={() => onChange(cycle)}
        >
          {CYCLE_NAME[cycle]}
        </button>
      ))}
    </div>
  );
}
