import { useEffect, useRef } from 'react';
import { Toaster as Sonner } from 'sonner';

const ASSERTIVE = 'li[data-sonner-toast][data-type="error"], li[data-sonner-toast][data-type="warning"]';

/**
 * The notifications: top-centre, dark, no progress bar (SPEC §2, §9). sonner's region is polite for
 * every toast; an error (and a warning, read as carefully) is made an alert as it appears, so screen
 * readers announce it at once instead of after whatever they are reading.
 */
export default function Toaster() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const mark = () =>
      node.querySelectorAll<HTMLElement>(ASSERTIVE).forEach((toast) => {
        if (toast.getAttribute('role') !== 'alert') toast.setAttribute('role', 'alert');
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
