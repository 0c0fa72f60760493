import type { QueryClient } from '@tanstack/react-query';
import { takeLandingPaint } from '../boot';
import { memberKeys } from './member-keys';
import { adoptSession } from './use-session';

/** When the landing answer was put in the cache; 0 when it never was. */
let adoptedAt = 0;
/** The screen that mounts in the same render takes it as fresh; a later visit asks the server as before. */
const ADOPTED_FRESH_MS = 5_000;

/**
 * Before the app's first render: when the /app/discover shell painted discover from the landing answer
 * (discover-first-paint.ts), the session and the three answers it painted from go into memory and the query
 * cache, so the first render is the painted page and React hydrates it as it is (no loader in between, no
 * second request). Does nothing otherwise (the app restores the session and asks as before).
 */
export function adoptLandingPaint(queryClient: QueryClient) {
  const paint = takeLandingPaint();
  if (!paint) return;
  adoptedAt = Date.now();
  adoptSession(paint.token);
  const updatedAt = adoptedAt;
  queryClient.setQueryData(memberKeys.signup, paint.signup, { updatedAt });
  queryClient.setQueryData(memberKeys.discover, { pages: [paint.discover], pageParams: [undefined] }, { updatedAt });
  queryClient.setQueryData(memberKeys.picks, paint.picks, { updatedAt });
}

/** True right after the landing paint was adopted: discover's first render shows only the cards the shell painted. */
export const adoptedLandingPaint = () => adoptedAt > 0 && Date.now() - adoptedAt < ADOPTED_FRESH_MS;

/** refetchOnMount for the queries the landing answer fills: not again on the mount right after it. */
export const refetchUnlessLanding = (query: { state: { dataUpdatedAt: number } }) =>
  !(adoptedAt > 0 && query.state.dataUpdatedAt === adoptedAt && Date.now() - adoptedAt < ADOPTED_FRESH_MS);
