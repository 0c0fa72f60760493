import './spinner.css';

/** A decorative spinner; the text beside it carries the meaning for screen readers. */
export function Spinner({ size = 20, light = false }: { size?: number; light?: boolean }) {
  return (
    <span
      className={`spinner${light ? ' spinner--light' : ''}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
