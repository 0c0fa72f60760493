import { Button } from '../ui/button';

export type RowAction = {
  label: string;
  /** The button's accessible name, which says the row: "Edit Summer gala". */
  name: string;
  onClick: () => void;
  /** The danger colour, for an action that takes something away (cancel, disable). */
  danger?: boolean;
  disabled?: boolean;
};

/**
 * A table row's last cell: its action buttons side by side. `false` leaves a button out and keeps its place,
 * so a button that turns into another (Disable → Enable) keeps the focus.
 */
export function RowActions({ actions }: { actions: readonly (RowAction | false)[] }) {
  return (
    <td>
      <div className="admin-actions">
        {actions.map((action, index) =>
          action ? (
            <Button
              key={index}
              variant={action.danger ? undefined : 'ghost'}
              size="sm"
              className={action.danger ? 'admin-btn--danger' : undefined}
              onClick={action.onClick}
              disabled={action.disabled}
              aria-label={action.name}
            >
              {action.label}
            </Button>
          ) : null,
        )}
      </div>
    </td>
  );
}
