import { useEffect, useState } from 'react';
import { useAuctionTexts } from '../texts';

const t = useAuctionTexts.t;

export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return t('ended');
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return t('days', { d, h });
  if (h > 0) return t('hours', { h, m });
  return t('minutes', { m, s: s % 60 });
}

/** A ticking "time left"; screen readers get it only when asked (it is not a live region). */
export function TimeLeft({ endsAt }: { endsAt: string }) {
  useAuctionTexts(); // re-renders on a change of language
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={endsAt}>{formatTimeLeft(new Date(endsAt).getTime() - now)}</time>;
}
