import type { Benefit } from '../content/benefits';

const PATHS: Record<Benefit['icon'], string> = {
  bio: 'M6 4h9l4 4v12H6zM9 11h7M9 14.5h7M9 18h4',
  mask: 'M4 9c0-2 2-3 4-3 1.5 0 2.7.8 4 .8S14.5 6 16 6c2 0 4 1 4 3 0 4-2 7-4.5 7-1.8 0-2.4-1.6-3.5-1.6S10.3 16 8.5 16C6 16 4 13 4 9ZM8 10.5h2M14 10.5h2',
  unlock: 'M7 11V8a5 5 0 0 1 9.6-2M5 11h14v9H5zM12 14.5v2',
  quiet: 'M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6-8 11-8 11ZM9 11.5h6',
  match: 'M4 12h4l2-5 4 10 2-5h4',
  chat: 'M5 5h14v10H9l-4 4zM9 9h6M9 12h4',
  gift: 'M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-2-4-6-4-6-1.5S10 10 12 10Zm0 0c2-4 6-4 6-1.5S14 10 12 10Z',
};

export function BenefitIcon({ icon }: { icon: Benefit['icon'] }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
