import type { ReactNode } from 'react';
import './page-header.css';

/** The band at the top of every inner page: eyebrow (small caps, or a plain kicker when its words matter as written), the page's one h1, and an intro. */
export function PageHeader({
  eyebrow,
  plainEyebrow = false,
  title,
  children,
}: {
  eyebrow?: string;
  plainEyebrow?: boolean;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container page-header__inner">
        {eyebrow && <p className={plainEyebrow ? 'page-header__kicker' : 'eyebrow'}>{eyebrow}</p>}
        <h1>{title}</h1>
        {children && <div className="page-header__intro">{children}</div>}
      </div>
    </header>
  );
}
