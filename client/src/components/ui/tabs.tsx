import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

type Tab<K extends string> = { key: K; label: string; badge?: number };

/**
 * A tab list (WAI-ARIA pattern): arrow keys move between tabs, the panel is labelled by its tab.
 * The selected tab lives in the URL, so the owner passes `selected` and `onSelect`.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    onSelect(next.key);
    refs.current[next.key]?.focus();
  };
  return (
    <div className="admin-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(node) => {
              refs.current[tab.key] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={isSelected ? 0 : -1}
            className={`admin-tabs__tab${isSelected ? ' admin-tabs__tab--selected' : ''}`}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
            {tab.badge ? (
              <span className="admin-tabs__badge">
                {tab.badge}
                <span className="visually-hidden"> unread</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

export const tabPanelProps = (idPrefix: string, key: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel-${key}`,
  'aria-labelledby': `${idPrefix}-tab-${key}`,
  tabIndex: 0,
});
