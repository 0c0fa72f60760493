import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/errors/route-error';
import { NotFoundPage } from '../components/errors/not-found';
import { SiteLayout } from '../components/layouts/site-layout';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';

/** Code-splits a page: its module loads on first visit, so `/` ships only the home page. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

const publicPages: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  {
    path: paths.safety,
    ...page(
      () => import('./routes/safety'),
      (m) => m.SafetyRoute,
    ),
  },
  {
    path: paths.faqs,
    ...page(
      () => import('./routes/faqs'),
      (m) => m.FaqsRoute,
    ),
  },
  {
    path: paths.advertise,
    ...page(
      () => import('./routes/advertise'),
      (m) => m.AdvertiseRoute,
    ),
  },
  {
    path: paths.support,
    ...page(
      () => import('./routes/support'),
      (m) => m.SupportRoute,
    ),
  },
  {
    path: paths.premium,
    ...page(
      () => import('./routes/premium'),
      (m) => m.PremiumRoute,
    ),
  },
  {
    path: paths.get,
    ...page(
      () => import('./routes/get'),
      (m) => m.GetAppRoute,
    ),
  },
  {
    path: paths.userAgreement,
    ...page(
      () => import('./routes/legal-pages'),
      (m) => m.UserAgreementRoute,
    ),
  },
  {
    path: paths.privacyPolicy,
    ...page(
      () => import('./routes/legal-pages'),
      (m) => m.PrivacyPolicyRoute,
    ),
  },
  {
    path: paths.childSafety,
    ...page(
      () => import('./routes/legal-pages'),
      (m) => m.ChildSafetyRoute,
    ),
  },
  {
    path: paths.tokens,
    ...page(
      () => import('./routes/tokens'),
      (m) => m.TokensRoute,
    ),
  },
  {
    path: paths.auctions,
    ...page(
      () => import('./routes/auctions'),
      (m) => m.AuctionsRoute,
    ),
  },
  {
    path: paths.purchasePlan,
    ...page(
      () => import('./routes/purchase-plan'),
      (m) => m.PurchasePlanRoute,
    ),
  },
  {
    path: paths.paymentSuccess,
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
        children: [{ errorElement: <RouteErrorPage />, children: publicPages }],
      },
    ],
  },
];
