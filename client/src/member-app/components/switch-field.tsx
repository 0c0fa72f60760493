import type { ReactNode } from 'react';

/** An on/off setting that applies at once: a checkbox with the switch role, its label beside it. */
export function SwitchField({
  checked,
  onToggle,
  children,
}: {
  checked: boolean;
  onToggle: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="m-switch">
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onToggle(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
