import { useEffect } from 'react';
import { site } from '../config/site';

/** Sets the tab title ("Safety tips | Blynd") and the meta description for the page being shown. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${site.productName}` : site.productName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
