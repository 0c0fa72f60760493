type Variant = { skin: string; hair: string; bg: string; style: 'afro' | 'bun' | 'low' | 'braids' };

const VARIANTS: Record<string, Variant> = {
  amara: { skin: '#8d5524', hair: '#1b1b1b', bg: '#ffd6df', style: 'bun' },
  tobi: { skin: '#6b3f1f', hair: '#111', bg: '#d9ccff', style: 'low' },
  ngozi: { skin: '#a0662f', hair: '#2a1a12', bg: '#c8f2dd', style: 'braids' },
  femi: { skin: '#5a3418', hair: '#0d0d0d', bg: '#ffe5b0', style: 'afro' },
};

export type BlyndmojiName = keyof typeof VARIANTS;

/** A friendly avatar drawn in SVG: the anonymous face members can choose instead of a photo. */
export function Blyndmoji({ name, size = 64 }: { name: BlyndmojiName; size?: number }) {
  const v = VARIANTS[name]!;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={v.bg} />
      {v.style === 'afro' && <circle cx="32" cy="24" r="19" fill={v.hair} />}
      {v.style === 'bun' && <circle cx="32" cy="9" r="7" fill={v.hair} />}
      {v.style === 'braids' && (
        <>
          <rect x="13" y="22" width="7" height="28" rx="3.5" fill={v.hair} />
          <rect x="44" y="22" width="7" height="28" rx="3.5" fill={v.hair} />
        </>
      )}
      <path d="M18 64c1.5-10 7.5-15 14-15s12.5 5 14 15Z" fill={v.skin} />
      <ellipse cx="32" cy="30" rx="13" ry="14.5" fill={v.skin} />
      {v.style !== 'afro' && <path d="M19 27c0-9 6-14 13-14s13 5 13 14c-4-4-8-6-13-6s-9 2-13 6Z" fill={v.hair} />}
      {v.style === 'afro' && (
        <path d="M20 25c3-4 7-5.5 12-5.5s9 1.5 12 5.5c0-3-1-5-3-7H23c-2 2-3 4-3 7Z" fill={v.hair} />
      )}
      <rect x="21" y="27" width="22" height="7" rx="3.5" fill="#1d1033" />
      <circle cx="26.5" cy="30.5" r="1.6" fill="#fff" />
      <circle cx="37.5" cy="30.5" r="1.6" fill="#fff" />
      <path d="M27 38.5c2.8 2.6 7.2 2.6 10 0" fill="none" stroke="#1d1033" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
