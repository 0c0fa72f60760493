/**
 * Site configuration comes from the server, which replaces `<!--site-config-->` in index.html with
 * `<meta name="site-config" content="{json}">` (no inline script: the CSP allows only 'self').
 * The defaults keep the dev server and tests working without it.
 */
export type SiteConfig = {
  productName: string;
  appleStoreUrl: string;
  googleStoreUrl: string;
  blogUrl: string;
  xUrl: string;
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  /** The operating company and its contact address, named on the legal pages. */
  companyName: string;
  contactEmail: string;
  /** Who answers child-safety reports (CHILD_SAFETY_CONTACT), named on the child-safety page. */
  childSafetyContactName: string;
  childSafetyContactEmail: string;
  /** What checks photos and faces on this deployment (the configured providers, decision 0138), in words. */
  photoChecksBy: string;
  faceCheckBy: string;
};

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  productName: 'Blynd',
  appleStoreUrl: 'https://apps.apple.com/app/blynd/id6444000000',
  googleStoreUrl: 'https://play.google.com/store/apps/details?id=app.blynd',
  blogUrl: 'https://blog.blynd.app',
  xUrl: 'https://x.com/blyndapp',
  instagramUrl: 'https://www.instagram.com/blyndapp',
  facebookUrl: 'https://www.facebook.com/blyndapp',
  tiktokUrl: 'https://www.tiktok.com/@blyndapp',
  companyName: 'Blynd Technologies Ltd',
  contactEmail: 'hello@blynd.app',
  childSafetyContactName: 'Our child safety lead',
  childSafetyContactEmail: 'hello@blynd.app',
  // The server always sends these (modules/site/checks-copy.ts); a page without its meta tag (the Vite dev server) reads these.
  photoChecksBy: 'the checks this service is configured with',
  faceCheckBy: 'a face check',
};

/** Reads the meta tag; unknown keys and non-text values are ignored, bad JSON falls back to the defaults. */
export function readSiteConfig(doc: Document | undefined = globalThis.document): SiteConfig {
  const content = doc?.querySelector('meta[name="site-config"]')?.getAttribute('content');
  if (!content) return DEFAULT_SITE_CONFIG;
  try {
    const parsed: unknown = JSON.parse(content);
    if (!parsed || typeof parsed !== 'object') return DEFAULT_SITE_CONFIG;
    const config = { ...DEFAULT_SITE_CONFIG };
    for (const key of Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') config[key] = value.trim();
    }
    return config;
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

/**
 * The prerender (a Node build step) renders tokens instead of values; the server swaps them for the
 * running configuration when it loads the pages, so prerendered HTML and the hydrating client agree.
 */
export const siteConfigToken = (key: keyof SiteConfig) => `%SITE:${key}%`;
const PRERENDER_SITE_CONFIG = Object.fromEntries(
  (Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[]).map((key) => [key, siteConfigToken(key)]),
) as SiteConfig;

export const site: SiteConfig = typeof document === 'undefined' ? PRERENDER_SITE_CONFIG : readSiteConfig();
