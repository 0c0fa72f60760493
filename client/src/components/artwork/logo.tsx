import { site } from '../../config/site';

/** The heart-and-eye mark: the heart you follow, the eye that waits to see. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="18" fill="#1d1033" />
      <path
        d="M32 50s-17-10.4-17-22.3C15 21.2 19.8 17 25.3 17c3 0 5.3 1.5 6.7 3.6 1.4-2.1 3.7-3.6 6.7-3.6C44.2 17 49 21.2 49 27.7 49 39.6 32 50 32 50Z"
        fill="#ff6b8b"
      />
      <path
        d="M21 29.5c3.5-3.6 7.4-5.4 11-5.4s7.5 1.8 11 5.4c-3.5 3.6-7.4 5.4-11 5.4s-7.5-1.8-11-5.4Z"
        fill="#1d1033"
      />
      <circle cx="32" cy="29.5" r="3.2" fill="#fff" />
    </svg>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className={`logo${light ? ' logo--light' : ''}`}>
      <LogoMark />
      <span className="logo__word">{site.productName}</span>
    </span>
  );
}
