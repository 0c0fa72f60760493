import '../../../test-support/polyfills';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_AREAS } from '@blynd/shared';
import { ADMIN_NAV, ADMIN_SCREENS, adminPaths, currentNavKey, memberLink } from '../../../config/admin-screens';
import { screenRoutes } from '../routes';
import { loadScreen, SCREEN_LOADERS, screenFile } from '../screen-components';

const APP = '/control/center/app';

describe('the control centre’s table of screens', () => {
  it('When the paths are read, then each screen of the table has one under the app, as the spec names them', () => {
    expect(adminPaths).toMatchObject({
      login: '/control/center/auth/login',
      app: APP,
      dashboard: `${APP}/dashboard`,
      messages: `${APP}/messages`,
      newSystemMessage: `${APP}/newsystemmessage`,
      users: `${APP}/users`,
      authentications: `${APP}/authentications`,
      subscriptions: `${APP}/subscriptions`,
      reports: `${APP}/reports`,
      verification: `${APP}/verification`,
      moderation: `${APP}/moderation`,
      ads: `${APP}/ads`,
      plans: `${APP}/plans`,
      tokens: `${APP}/tokens`,
      storeProducts: `${APP}/store-products`,
      auctions: `${APP}/auctions`,
      staff: `${APP}/staff`,
      audit: `${APP}/audit`,
      cannedReplies: `${APP}/cannedreplies`,
      outbox: `${APP}/outbox`,
    });
    expect(Object.keys(adminPaths)).toHaveLength(ADMIN_SCREENS.length + 2);
  });

  it('When the sidebar is built, then it lists the table’s nav screens in order with their paths and areas', () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      'Dashboard',
      'Messages',
      'Users',
      'Authentications',
      'Subscriptions',
      'Reports',
      'Verification',
      'Moderation queue',
      'Ads',
      'Plans',
      'Token packs',
      'Store products',
      'Auctions',
      'Staff',
      'Audit log',
      'Mail outbox',
    ]);
    for (const item of ADMIN_NAV) expect(item.to).toBe(adminPaths[item.key]);
    expect(ADMIN_NAV.find((item) => item.label === 'Messages')?.area).toBe('inbox');
  });

  it('When the routes are built, then there is one per screen (plus the index and not-found), each guarded by the screen’s area', () => {
    const byPath = new Map(
      screenRoutes.filter((route) => route.path && route.path !== '*').map((route) => [route.path, route]),
    );
    expect([...byPath.keys()]).toEqual(ADMIN_SCREENS.map((screen) => screen.segment));
    for (const screen of ADMIN_SCREENS) {
      expect(byPath.get(screen.segment)?.handle).toEqual({ area: screen.area });
      expect(ADMIN_AREAS).toContain(screen.area);
    }
    expect(screenRoutes[0]).toMatchObject({ index: true, handle: { area: 'dashboard' } });
    expect(screenRoutes.at(-1)?.path).toBe('*');
  });

  it('When the screens are loaded, then every row of the table loads its own file’s component and every screen file has a row', async () => {
    expect(Object.keys(SCREEN_LOADERS).sort()).toEqual(ADMIN_SCREENS.map((screen) => screen.key).sort());
    for (const screen of ADMIN_SCREENS) {
      const component = await loadScreen(screen);
      expect(typeof component).toBe('function');
      const own = (await import(`../../../features/${screenFile(screen)}`)) as { Screen?: unknown };
      expect(component).toBe(own.Screen);
    }
    const features = join(__dirname, '../../../features');
    const files = readdirSync(features).flatMap((feature) => {
      const screens = join(features, feature, 'screens');
      return readdirSync(join(features, feature)).includes('screens')
        ? readdirSync(screens).map((file) => `${feature}/screens/${file.replace(/\.tsx$/, '')}`)
        : [];
    });
    expect(files.sort()).toEqual(ADMIN_SCREENS.map(screenFile).sort());
    expect(screenFile({ key: 'newSystemMessage', feature: 'messages' })).toBe('messages/screens/new-system-message');
  });

  it('When a path is open, then the sidebar marks its screen, the dashboard on the index, and Messages on the new system message', () => {
    expect(currentNavKey(`${APP}/users`)).toBe('users');
    expect(currentNavKey(`${APP}/`)).toBe('dashboard');
    expect(currentNavKey(`${APP}/newsystemmessage`)).toBe('messages');
    expect(currentNavKey(`${APP}/cannedreplies`)).toBe('messages');
    expect(currentNavKey(`${APP}/outbox`)).toBe('outbox');
    expect(currentNavKey(`${APP}/nowhere`)).toBeNull();
  });

  it('When a member is linked, then the link opens the Users screen on their phone with the modal', () => {
    expect(memberLink('2348031234501')).toBe(`${APP}/users?q=2348031234501&member=2348031234501`);
  });
});
