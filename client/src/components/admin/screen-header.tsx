import { useEffect, type ReactNode } from 'react';
import './screen-header.css';

/** The one h1 of a screen, its tab title, a short intro and the screen's main actions. */
export function ScreenHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | Control centre`;
  }, [title]);
  return (
    <header className="admin-screen-header">
      <div>
        <h1>{title}</h1>
        {intro && <p className="admin-screen-header__intro">{intro}</p>}
      </div>
      {actions && <div className="admin-screen-header__actions">{actions}</div>}
    </header>
  );
}
