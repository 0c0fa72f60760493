import { discoverQuerySchema, SIGNUP_COMPLETE_STEP, type WebLanding } from '@blynd/shared';
import type { AppContext } from '../context';
import type { WebLandingFor } from '../modules/member-auth/web-session.routes';
import { discover, discoverPicks } from '../modules/member-discover/discover.service';
import { getSignupStatus } from '../modules/member-signup/signup.service';

/**
 * The data the member web app's landing screen needs, given with the cookie refresh (docs/decisions/0102): the
 * answers GET /me/signup, GET /discover?limit=20 and GET /discover/picks would give, for the member the refresh
 * named. Discover's parts only once sign-up is finished (those routes answer 403 before); picks after the first
 * page, which builds the day's snapshot they read.
 */
export const webLandingFor =
  (ctx: AppContext): WebLandingFor =>
  async (memberId, landing) => {
    const signup = await getSignupStatus(ctx, memberId);
    const answer: WebLanding = { signup };
    if (landing !== 'discover' || signup.authStep !== SIGNUP_COMPLETE_STEP) return answer;
    answer.discover = await discover(ctx, memberId, discoverQuerySchema.parse({ limit: '20' }));
    answer.picks = await discoverPicks(ctx, memberId);
    return answer;
  };
