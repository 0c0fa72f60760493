import type { ReactNode } from 'react';
import './tag.css';

export type TagTone = 'success' | 'danger' | 'brand' | 'gold' | 'neutral' | 'green' | 'blue' | 'purple';

export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`tag tag--${tone}`}>{children}</span>;
}
