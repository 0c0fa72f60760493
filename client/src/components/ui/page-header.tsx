import type { ReactNode } from 'react';
import './page-header.css';

/** The band at the top of every inner page: eyebrow, the page's one h1, and an intro. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container page-header__inner">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {children && <div className="page-header__intro">{children}</div>}
      </div>
    </header>
  );
}
