import { useEffect } from 'react';
import { site } from '../config/site';

/** What the page being prerendered asked for; the prerender step writes it into the page's head. */
export const prerenderedMeta = { title: '', description: '' };

const fullTitle = (title: string) => (title ? `${title} | ${site.productName}` : site.productName);

/** Sets the tab title ("Safety tips | Blynd") and the meta description for the page being shown. */
export function useDocumentMeta(title: string, description: string) {
  if (typeof document === 'undefined') Object.assign(prerenderedMeta, { title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    for (const selector of [
      'meta[name="description"]',
      'meta[property="og:description"]',
      'meta[name="twitter:description"]',
    ]) {
      document.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', description);
    }
    for (const selector of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) {
      document.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', fullTitle(title));
    }
  }, [title, description]);
}
