import type { ComponentType } from 'react';
import type { AdminScreen, AdminScreenKey } from '../../config/admin-screens';

type ScreenModule = { Screen?: ComponentType };

const kebabCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The file of a screen inside its feature: `newSystemMessage` of messages is `messages/screens/new-system-message`. */
export const screenFile = (screen: Pick<AdminScreen, 'key' | 'feature'>) =>
  `${screen.feature}/screens/${kebabCase(screen.key)}`;

/**
 * Each screen of the table (config/admin-screens.ts) and the import of its component, spelled out so
 * the compiler, the linter and the bundler all see every screen file. Shared config may not import
 * features, so the table lives here. Each import is its own chunk (the dashboard's charts load only
 * when the dashboard opens). The record is keyed by the table's keys, so a row without a loader does
 * not compile; app/admin/__tests__ checks that each loader opens the row's own file and that every
 * screen file has a row.
 */
export const SCREEN_LOADERS: Record<AdminScreenKey, () => Promise<ScreenModule>> = {
  dashboard: () => import('../../features/dashboard/screens/dashboard'),
  messages: () => import('../../features/messages/screens/messages'),
  newSystemMessage: () => import('../../features/messages/screens/new-system-message'),
  cannedReplies: () => import('../../features/messages/screens/canned-replies'),
  users: () => import('../../features/admin-members/screens/users'),
  memberRecord: () => import('../../features/admin-members/screens/member-record'),
  authentications: () => import('../../features/authentications/screens/authentications'),
  subscriptions: () => import('../../features/subscriptions/screens/subscriptions'),
  reports: () => import('../../features/reports/screens/reports'),
  verification: () => import('../../features/verification/screens/verification'),
  moderation: () => import('../../features/moderation/screens/moderation'),
  ads: () => import('../../features/ads/screens/ads'),
  plans: () => import('../../features/plans/screens/plans'),
  tokens: () => import('../../features/tokens/screens/tokens'),
  storeProducts: () => import('../../features/store-products/screens/store-products'),
  auctions: () => import('../../features/auctions/screens/auctions'),
  staff: () => import('../../features/staff/screens/staff'),
  audit: () => import('../../features/audit/screens/audit'),
  outbox: () => import('../../features/mail-outbox/screens/outbox'),
};

/** The component of a screen of the table: its feature's `screens/<key in kebab-case>.tsx` exports it as `Screen`. */
export async function loadScreen(
  screen: Pick<AdminScreen, 'key' | 'feature'> & { key: AdminScreenKey },
): Promise<ComponentType> {
  const module = await SCREEN_LOADERS[screen.key]();
  if (!module.Screen) throw new Error(`features/${screenFile(screen)}.tsx does not export Screen`);
  return module.Screen;
}
