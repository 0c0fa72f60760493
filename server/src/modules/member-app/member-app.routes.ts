import { Router } from 'express';
import type { AppContext } from '../../context';
import type { DocsRegistry } from '../../lib/openapi';
import { requireAppVersion } from '../payments/app-version';
import { memberAuthRoutes } from '../member-auth/member-auth.routes';
import { registerMemberAuthDocs } from '../member-auth/member-auth.docs';
import { sandboxSmsRoutes } from '../member-auth/sandbox-sms.routes';
import { signupRoutes } from '../member-signup/signup.routes';
import { registerSignupDocs } from '../member-signup/signup.docs';
import { livenessRoutes } from '../member-liveness/liveness.routes';
import { registerLivenessDocs } from '../member-liveness/liveness.docs';
import { sandboxLivenessRoutes } from '../member-liveness/sandbox-liveness.routes';
import { meRoutes } from '../member-me/me.routes';
import { registerMeDocs } from '../member-me/me.docs';
import { memberPhotosRoutes } from '../member-photos/member-photos.routes';
import { registerMemberPhotosDocs } from '../member-photos/member-photos.docs';
import { memberAccountRoutes } from '../member-account/member-account.routes';
import { registerMemberAccountDocs } from '../member-account/member-account.docs';
import { discoverRoutes } from '../member-discover/discover.routes';
import { registerDiscoverDocs } from '../member-discover/discover.docs';
import { safetyRoutes } from '../member-safety/safety.routes';
import { registerSafetyDocs } from '../member-safety/safety.docs';
import { memberAdsRoutes } from '../member-ads/member-ads.routes';
import { registerMemberAdsDocs } from '../member-ads/member-ads.docs';
import { memberLikesRoutes } from '../member-likes/likes.routes';
import { registerMemberLikesDocs } from '../member-likes/likes.docs';
import { memberMatchesRoutes } from '../member-matches/matches.routes';
import { registerMemberMatchesDocs } from '../member-matches/matches.docs';

/** True when the SMS sandbox stands in for a provider; never in production (config refuses it there too). */
export const smsSandboxActive = (ctx: AppContext) => ctx.sms.provider === 'sandbox' && !ctx.config.isProduction;
export const livenessSandboxActive = (ctx: AppContext) => ctx.liveness.name === 'sandbox' && !ctx.config.isProduction;

/**
 * The API behind the mobile apps (MEMBER-API.md), mounted at /api/v1/app. Feature routers are composed
 * here, one line each; each guards its own routes (requireMember, requireCompletedSignup).
 */
export function memberAppRouter(ctx: AppContext) {
  const router = Router();
  router.use(requireAppVersion(ctx.config.minAppVersion));
  router.use(memberAuthRoutes(ctx));
  router.use(signupRoutes(ctx));
  router.use(livenessRoutes(ctx));
  router.use(meRoutes(ctx));
  router.use(memberPhotosRoutes(ctx));
  router.use(memberAccountRoutes(ctx));
  router.use(discoverRoutes(ctx));
  router.use(safetyRoutes(ctx));
  router.use(memberAdsRoutes(ctx));
  router.use(memberLikesRoutes(ctx));
  router.use(memberMatchesRoutes(ctx));
  // Sandbox-only routes: absent (404) unless the sandbox is active, and never in production.
  if (smsSandboxActive(ctx)) router.use(sandboxSmsRoutes(ctx));
  if (livenessSandboxActive(ctx)) router.use(sandboxLivenessRoutes(ctx));
  return router;
}

export function registerMemberAppDocs(registry: DocsRegistry, ctx: AppContext) {
  registerMemberAuthDocs(registry, { smsSandbox: smsSandboxActive(ctx) });
  registerSignupDocs(registry);
  registerLivenessDocs(registry, { sandbox: livenessSandboxActive(ctx) });
  registerMeDocs(registry);
  registerMemberPhotosDocs(registry);
  registerMemberAccountDocs(registry);
  registerDiscoverDocs(registry);
  registerSafetyDocs(registry);
  registerMemberAdsDocs(registry);
  registerMemberLikesDocs(registry);
  registerMemberMatchesDocs(registry);
}
