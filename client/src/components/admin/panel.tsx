import type { ReactNode } from 'react';

/**
 * A control-centre panel: a section named by its heading (`id` is the heading's), with what acts on the whole panel
 * (a New button, a count) beside the heading: given at all (even as null or false), the heading stands in the head row.
 */
export function Panel({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <section className={className ? `admin-panel ${className}` : 'admin-panel'} aria-labelledby={id}>
      {actions === undefined ? (
        heading
      ) : (
        <div className="admin-panel__head">
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
