/** Deterministic SVG artwork for blyndmoji avatars, demo photos and demo auction images, so nothing is fetched from outside. */
const PALETTE = [
  '#ff6b6b',
  '#f7b267',
  '#4ecdc4',
  '#5567ff',
  '#a66cff',
  '#ff8fab',
  '#2ec4b6',
  '#ffbe0b',
  '#3a86ff',
  '#8338ec',
];
const FACES = ['M30 62 Q50 78 70 62', 'M32 66 Q50 70 68 66', 'M34 64 Q50 80 66 64', 'M30 66 L70 66'];

const pick = (seed: number, list: string[]) => list[Math.abs(seed) % list.length];

export function blyndmojiSvg(seed: number): string {
  const bg = pick(seed, PALETTE);
  const face = pick(seed * 7 + 3, PALETTE);
  const mouth = pick(seed, FACES);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="blyndmoji ${seed}"><rect width="100" height="100" rx="50" fill="${bg}"/><circle cx="50" cy="50" r="34" fill="${face}"/><circle cx="38" cy="44" r="5" fill="#1b1b2f"/><circle cx="62" cy="44" r="5" fill="#1b1b2f"/><path d="${mouth}" stroke="#1b1b2f" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`;
}

export function demoPhotoSvg(seed: number, label: string): string {
  const a = pick(seed, PALETTE);
  const b = pick(seed + 4, PALETTE);
  const safeLabel = label.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" role="img" aria-label="${safeLabel}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><circle cx="150" cy="150" r="70" fill="#ffffff55"/><rect x="70" y="240" width="160" height="120" rx="60" fill="#ffffff55"/><text x="150" y="385" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#fff">${safeLabel}</text></svg>`;
}

export function adSlotPreviewSvg(title: string): string {
  const safe = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 640" width="360" height="640" role="img" aria-label="${safe} ad slot preview"><rect width="360" height="640" rx="28" fill="#14142b"/><rect x="20" y="60" width="320" height="60" rx="14" fill="#2a2a4a"/><text x="180" y="98" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${safe}</text><rect x="20" y="140" width="320" height="360" rx="18" fill="#ff6b6b33" stroke="#ff6b6b" stroke-dasharray="8 6"/><text x="180" y="320" font-family="sans-serif" font-size="20" fill="#ffb3b3" text-anchor="middle">Your ad appears here</text><rect x="20" y="520" width="320" height="40" rx="12" fill="#2a2a4a"/><rect x="20" y="572" width="220" height="40" rx="12" fill="#2a2a4a"/></svg>`;
}

/** A landscape still life (a gift box under a sun) for the demo auctions. */
export function demoAuctionSvg(seed: number): string {
  const a = pick(seed, PALETTE);
  const b = pick(seed + 3, PALETTE);
  const box = pick(seed + 6, PALETTE);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="480" height="320" fill="url(#g)"/><circle cx="370" cy="80" r="44" fill="#ffffff88"/><rect x="0" y="250" width="480" height="70" fill="#00000022"/><rect x="170" y="150" width="140" height="110" rx="8" fill="${box}"/><rect x="160" y="130" width="160" height="32" rx="6" fill="${box}" stroke="#ffffff66" stroke-width="3"/><rect x="232" y="130" width="16" height="130" fill="#ffffffcc"/><path d="M240 130 C210 95 185 110 205 128 M240 130 C270 95 295 110 275 128" stroke="#ffffffcc" stroke-width="8" fill="none" stroke-linecap="round"/></svg>`;
}
