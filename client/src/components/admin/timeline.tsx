import type { ReactNode } from 'react';

type TimelineProps<Item> = {
  items: readonly Item[];
  /** Each entry's key: its id, or its time and place where entries have none. */
  keyOf: (item: Item, index: number) => string;
  /** One entry's content: what happened, then its <TimelineMeta>. */
  render: (item: Item) => ReactNode;
  /** A numbered list, for a history whose order is the point (sign-up levels). */
  ordered?: boolean;
};

/** A list of events on a record (notifications, mails, reports, admin actions), one line each. */
export function Timeline<Item>({ items, keyOf, render, ordered = false }: TimelineProps<Item>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="admin-timeline">
      {items.map((item, index) => (
        <li key={keyOf(item, index)}>{render(item)}</li>
      ))}
    </List>
  );
}

/** The muted tail of a timeline entry (who, how, when), a space after what happened. */
export function TimelineMeta({ children }: { children: ReactNode }) {
  return <span className="admin-meta"> {children}</span>;
}
