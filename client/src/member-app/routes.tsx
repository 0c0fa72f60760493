import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { MemberRoot } from './member-root';
import { RequireMember, SignedOutOnly } from './guards';

/**
 * Screens are chunks of their own, loaded on first visit, but for discover, which travels with the layout in the
 * `member-app-signed-in` chunk, beside the `member-app` one (the root, guards, session and fetch) (vite.config.ts).
 */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

/**
 * The member web app at /app (docs/decisions/0100-member-web-app.md), patched into the router on the first
 * visit (app/router.tsx), so the public pages never load it. Before sign-in the member-app chunk and the
 * sign-in screen download, signed in the member-app and member-app-signed-in chunks; the /app shells name them up
 * front (client/scripts/prerender.mjs).
 */
export const memberRoutes: RouteObject[] = [
  {
    path: paths.member.root,
    element: <MemberRoot />,
    children: [
      {
        path: 'sign-in',
        element: <SignedOutOnly />,
        children: [
          {
            index: true,
            ...screen(
              () => import('./screens/sign-in'),
              (m) => m.SignInScreen,
            ),
          },
        ],
      },
      {
        element: <RequireMember />,
        children: [
          {
            path: 'sign-up',
            ...screen(
              () => import('./screens/sign-up'),
              (m) => m.SignUpScreen,
            ),
          },
          {
            ...screen(
              () => import('./layout/app-layout'),
              (m) => m.AppLayout,
            ),
            children: [
              { index: true, element: <Navigate to={paths.member.discover} replace /> },
              {
                path: 'discover',
                ...screen(
                  () => import('./screens/discover'),
                  (m) => m.DiscoverScreen,
                ),
              },
              {
                path: 'likes',
                ...screen(
                  () => import('./screens/likes'),
                  (m) => m.LikesScreen,
                ),
              },
              {
                path: 'matches',
                ...screen(
                  () => import('./screens/matches'),
                  (m) => m.MatchesScreen,
                ),
              },
              {
                path: 'dates',
                ...screen(
                  () => import('./screens/dates'),
                  (m) => m.DatesScreen,
                ),
              },
              {
                path: 'chat',
                ...screen(
                  () => import('./screens/conversations'),
                  (m) => m.ConversationsScreen,
                ),
              },
              {
                path: 'chat/:matchId',
                ...screen(
                  () => import('./screens/conversation'),
                  (m) => m.ConversationScreen,
                ),
              },
              {
                path: 'feed',
                ...screen(
                  () => import('./screens/feed'),
                  (m) => m.FeedScreen,
                ),
              },
              {
                path: 'tokens',
                ...screen(
                  () => import('./screens/tokens'),
                  (m) => m.TokensScreen,
                ),
              },
              {
                path: 'auctions',
                ...screen(
                  () => import('./screens/auctions'),
                  (m) => m.AuctionsScreen,
                ),
              },
              {
                path: 'auctions/:auctionId',
                ...screen(
                  () => import('./screens/auction'),
                  (m) => m.AuctionScreen,
                ),
              },
              {
                path: 'profile',
                ...screen(
                  () => import('./screens/profile'),
                  (m) => m.ProfileScreen,
                ),
              },
              {
                path: 'filters',
                ...screen(
                  () => import('./screens/filters'),
                  (m) => m.FiltersScreen,
                ),
              },
              {
                path: 'notifications',
                ...screen(
                  () => import('./features/notifications/notifications-screen'),
                  (m) => m.NotificationsScreen,
                ),
              },
              {
                path: 'settings',
                ...screen(
                  () => import('./screens/settings'),
                  (m) => m.SettingsScreen,
                ),
              },
              { path: '*', element: <Navigate to={paths.member.discover} replace /> },
            ],
          },
        ],
      },
    ],
  },
];
