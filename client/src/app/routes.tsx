import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/errors/route-error';
import { NotFoundPage } from '../components/errors/not-found';
import { PIDGIN_PREFIX, sitePath } from '../components/layouts/site-language';
import { SiteLayout } from '../components/layouts/site-layout';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import type { Language } from '../i18n/texts';
import { HomeRoute } from './routes/home';

/** Code-splits a page: its module loads on first visit, so `/` ships only the home page. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

/**
 * The public pages, once per language (fresh route objects each time: the router resolves their lazy modules in
 * place); a Pidgin page's path is under /pcm (decision 0174).
 */
const publicPages = (language: Language): RouteObject[] => [
  { index: true, element: <HomeRoute /> },
  {
    path: sitePath(paths.safety, language),
    ...page(
      () => import('./routes/safety'),
      (m) => m.SafetyRoute,
    ),
  },
  {
    path: sitePath(paths.faqs, language),
    ...page(
      () => import('./routes/faqs'),
      (m) => m.FaqsRoute,
    ),
  },
  {
    path: sitePath(paths.advertise, language),
    ...page(
      () => import('./routes/advertise'),
      (m) => m.AdvertiseRoute,
    ),
  },
  {
    path: sitePath(paths.support, language),
    ...page(
      () => import('./routes/support'),
      (m) => m.SupportRoute,
    ),
  },
  {
    path: sitePath(paths.premium, language),
    ...page(
      () => import('./routes/premium'),
      (m) => m.PremiumRoute,
    ),
  },
  {
    path: sitePath(paths.get, language),
    ...page(
      () => import('./routes/get'),
      (m) => m.GetAppRoute,
    ),
  },
  {
    path: sitePath(paths.userAgreement, language),
    ...page(
      () => import('./routes/legal-pages'),
      (m) => m.UserAgreementRoute,
    ),
  },
  {
    path: sitePath(paths.privacyPolicy, language),
    ...page(
      () => import('./routes/legal-pages'),
      (m) => m.PrivacyPolicyRoute,
    ),
  },
  {
    path: sitePath(paths.childSafety, language),
    ...page(
      () => import('./routes/legal-pages'),
      (m) => m.ChildSafetyRoute,
    ),
  },
  {
    path: sitePath(paths.tokens, language),
    ...page(
      () => import('./routes/tokens'),
      (m) => m.TokensRoute,
    ),
  },
  {
    path: sitePath(paths.auctions, language),
    ...page(
      () => import('./routes/auctions'),
      (m) => m.AuctionsRoute,
    ),
  },
  {
    path: sitePath(paths.purchasePlan, language),
    ...page(
      () => import('./routes/purchase-plan'),
      (m) => m.PurchasePlanRoute,
    ),
  },
  {
    path: sitePath(paths.paymentSuccess, language),
    ...page(
      () => import('./routes/payment-success'),
      (m) => m.PaymentSuccessRoute,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

export const ROOT_ROUTE_ID = 'root';

/**
 * The public site sits in its layout; the control centre is patched in beside it (see router.tsx),
 * so it never shares the public layout and its code stays out of the public chunks.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <SiteLayout />,
        // Errors inside a page render within the layout, so the visitor keeps the navigation.
        // English at the site's paths, Nigerian Pidgin under /pcm (docs/decisions/0174-public-site-languages.md).
        children: [
          { errorElement: <RouteErrorPage />, children: publicPages('en') },
          { path: PIDGIN_PREFIX, errorElement: <RouteErrorPage />, children: publicPages('pcm') },
        ],
      },
    ],
  },
];
