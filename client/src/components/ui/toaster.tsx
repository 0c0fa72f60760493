import { useEffect, useRef } from 'react';
import { Toaster as Sonner } from 'sonner';

// The title inside the toast, not the toast itself: the toast must stay a list item of sonner's list.
const ASSERTIVE = ['error', 'warning']
  .map((type) => `li[data-sonner-toast][data-type="${type}"] [data-title]`)
  .join(', ');

/**
 * The notifications: top-centre, dark, no progress bar. sonner's region is polite for
 * every toast; an error (and a warning, read as carefully) is made an alert as it appears, so screen
 * readers announce it at once instead of after whatever they are reading.
 */
export default function Toaster() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const mark = () =>
      node.querySelectorAll<HTMLElement>(ASSERTIVE).forEach((title) => {
        if (title.getAttribute('role') !== 'alert') title.setAttribute('role', 'alert');
      });
    const observer = new MutationObserver(mark);
    observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-type'] });
    mark();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={frame} className="app-toaster">
      <Sonner position="top-center" theme="dark" richColors={false} closeButton={false} />
    </div>
  );
}
