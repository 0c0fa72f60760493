/** A one-path icon in the text colour, hidden from assistive technology (the button or link it sits in is named). */
export function Glyph({ d, size, viewBox }: { d: string; size: { width: number; height: number }; viewBox: string }) {
  return (
    <svg viewBox={viewBox} width={size.width} height={size.height} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
