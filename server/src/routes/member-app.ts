import { Router } from 'express';
import type { AppContext } from '../context';
import type { DocsRegistry } from '../lib/openapi';
import { requireAppVersion } from '../lib/app-version';
import { answerErrorsInMemberLanguage } from '../i18n/error-language';
import { memberAuthRoutes } from '../modules/member-auth/member-auth.routes';
import { registerMemberAuthDocs } from '../modules/member-auth/member-auth.docs';
import { sandboxSmsRoutes } from '../modules/member-auth/sandbox-sms.routes';
import { signupRoutes } from '../modules/member-signup/signup.routes';
import { registerSignupDocs } from '../modules/member-signup/signup.docs';
import { livenessRoutes } from '../modules/member-liveness/liveness.routes';
import { registerLivenessDocs } from '../modules/member-liveness/liveness.docs';
import { sandboxLivenessRoutes } from '../modules/member-liveness/sandbox-liveness.routes';
import { meRoutes } from '../modules/member-me/me.routes';
import { registerMeDocs } from '../modules/member-me/me.docs';
import { hiddenContactsRoutes } from '../modules/member-privacy/privacy.routes';
import { privacySettingsRoutes } from '../modules/member-me/privacy-settings.routes';
import { registerPrivacyDocs } from '../modules/member-privacy/privacy.docs';
import { memberPhotosRoutes } from '../modules/member-photos/member-photos.routes';
import { registerMemberPhotosDocs } from '../modules/member-photos/member-photos.docs';
import { memberAccountRoutes } from '../modules/member-account/member-account.routes';
import { registerMemberAccountDocs } from '../modules/member-account/member-account.docs';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { registerNotificationsDocs } from '../modules/notifications/notifications.docs';
import { discoverRoutes } from '../modules/member-discover/discover.routes';
import { registerDiscoverDocs } from '../modules/member-discover/discover.docs';
import { safetyRoutes } from '../modules/member-safety/safety.routes';
import { registerSafetyDocs } from '../modules/member-safety/safety.docs';
import { memberAdsRoutes } from '../modules/member-ads/member-ads.routes';
import { registerMemberAdsDocs } from '../modules/member-ads/member-ads.docs';
import { memberPairsRoutes } from '../modules/member-pairs/pairs.routes';
import { registerPassesDocs } from '../modules/member-pairs/passes.docs';
import { registerBlocksDocs } from '../modules/member-pairs/blocks.docs';
import { registerMemberLikesDocs } from '../modules/member-pairs/likes.docs';
import { registerMemberMatchesDocs } from '../modules/member-pairs/matches.docs';
import { webSessionRoutes } from '../modules/member-auth/web-session.routes';
import { registerWebSessionDocs } from '../modules/member-auth/web-session.docs';
import { webLandingFor } from './web-landing';
import { memberChatRoutes } from '../modules/member-chat/chat.routes';
import { chatAttachmentsRoutes } from '../modules/chat-attachments/attachments.routes';
import { registerChatAttachmentsDocs } from '../modules/chat-attachments/attachments.docs';
import { registerMemberChatDocs } from '../modules/member-chat/chat.docs';
import { memberLiveRoutes } from '../modules/member-live/live.routes';
import { registerMemberLiveDocs } from '../modules/member-live/live.docs';
import { memberTokensRoutes } from '../modules/tokens/tokens.routes';
import { registerTokensDocs } from '../modules/tokens/tokens.docs';
import { memberAuctionsRoutes } from '../modules/auctions/auctions.routes';
import { registerAuctionsDocs } from '../modules/auctions/auctions.docs';
import { appStoreProductsRoutes } from '../modules/store-products/store-products.routes';
import { registerStoreProductsDocs } from '../modules/store-products/store-products.docs';
import { googlePurchaseRoutes } from '../modules/store-purchases/google-purchases.routes';
import { registerGooglePurchasesDocs } from '../modules/store-purchases/google-purchases.docs';
import { applePurchaseRoutes } from '../modules/store-purchases/apple-purchases.routes';
import { registerApplePurchasesDocs } from '../modules/store-purchases/apple-purchases.docs';
import { memberCardsRoutes } from '../modules/member-cards/member-cards.routes';
import { registerMemberCardsDocs } from '../modules/member-cards/member-cards.docs';
import { compatibilityRoutes } from '../modules/member-compatibility/compatibility.routes';
import { registerCompatibilityDocs } from '../modules/member-compatibility/compatibility.docs';
import { dateSafetyRoutes } from '../modules/date-safety/date-safety.routes';
import { registerDateSafetyDocs } from '../modules/date-safety/date-safety.docs';
import { memberStandingRoutes } from '../modules/moderation/member-standing.routes';
import { registerMemberStandingDocs } from '../modules/moderation/moderation.docs';
import { placesRoutes } from '../modules/places/places.routes';
import { registerPlacesDocs } from '../modules/places/places.docs';

/** True when the SMS sandbox stands in for a provider; never in production (config refuses it there too). */
export const smsSandboxActive = (ctx: AppContext) => ctx.sms.provider === 'sandbox' && !ctx.config.isProduction;
export const livenessSandboxActive = (ctx: AppContext) => ctx.liveness.name === 'sandbox' && !ctx.config.isProduction;

/**
 * The API behind the mobile apps (docs/member-api.md), mounted at /api/v1/app. Feature routers are composed
 * here, one line each; each guards its own routes (requireMember), and the member guard answers 403 to a member
 * who has not finished sign-up on every route but those in OPEN_DURING_SIGNUP (middleware/require-member.ts).
 */
export function memberAppRouter(ctx: AppContext) {
  const router = Router();
  router.use(answerErrorsInMemberLanguage(ctx)); // first, so even the app-version refusal is in their language
  router.use(requireAppVersion(ctx.config.minAppVersion));
  // Chat first: a send is the most frequent member call, and each router before it costs a walk of its routes
  // (about a tenth of a send's CPU in the server when chat came sixteenth). No other router has its paths.
  router.use(memberChatRoutes(ctx));
  router.use(chatAttachmentsRoutes(ctx));
  router.use(memberAuthRoutes(ctx));
  router.use(webSessionRoutes(ctx, webLandingFor(ctx)));
  router.use(signupRoutes(ctx));
  router.use(livenessRoutes(ctx));
  router.use(meRoutes(ctx));
  router.use(placesRoutes(ctx));
  router.use(memberPhotosRoutes(ctx));
  router.use(memberAccountRoutes(ctx));
  router.use(notificationsRoutes(ctx));
  router.use(discoverRoutes(ctx));
  // Likes, passes, matches and blocks: one module owns what one member does about another (decision 0132).
  router.use(memberPairsRoutes(ctx));
  router.use(safetyRoutes(ctx));
  router.use(memberAdsRoutes(ctx));
  router.use(memberCardsRoutes(ctx));
  router.use(compatibilityRoutes(ctx));
  router.use(memberLiveRoutes(ctx));
  router.use(memberTokensRoutes(ctx));
  router.use(memberAuctionsRoutes(ctx));
  router.use(appStoreProductsRoutes(ctx));
  router.use(googlePurchaseRoutes(ctx));
  router.use(applePurchaseRoutes(ctx));
  router.use(dateSafetyRoutes(ctx));
  router.use(memberStandingRoutes(ctx));
  // Snooze, incognito, hidden contacts (decisions 0164, 0165).
  router.use(privacySettingsRoutes(ctx));
  router.use(hiddenContactsRoutes(ctx));
  // Sandbox-only routes: absent (404) unless the sandbox is active, and never in production.
  if (smsSandboxActive(ctx)) router.use(sandboxSmsRoutes(ctx));
  if (livenessSandboxActive(ctx)) router.use(sandboxLivenessRoutes(ctx));
  return router;
}

export function registerMemberAppDocs(registry: DocsRegistry, ctx: AppContext) {
  registerMemberAuthDocs(registry, { smsSandbox: smsSandboxActive(ctx) });
  registerWebSessionDocs(registry);
  registerSignupDocs(registry);
  registerLivenessDocs(registry, { sandbox: livenessSandboxActive(ctx) });
  registerMeDocs(registry);
  registerPlacesDocs(registry);
  registerMemberPhotosDocs(registry);
  registerMemberAccountDocs(registry);
  registerNotificationsDocs(registry);
  registerDiscoverDocs(registry);
  registerPassesDocs(registry);
  registerBlocksDocs(registry);
  registerSafetyDocs(registry);
  registerMemberAdsDocs(registry);
  registerMemberLikesDocs(registry);
  registerMemberCardsDocs(registry);
  registerMemberMatchesDocs(registry);
  registerCompatibilityDocs(registry);
  registerMemberChatDocs(registry);
  registerChatAttachmentsDocs(registry);
  registerMemberLiveDocs(registry);
  // Tokens and auctions: the member, public, purchase and admin operations of both features.
  registerTokensDocs(registry);
  registerAuctionsDocs(registry);
  registerStoreProductsDocs(registry);
  registerGooglePurchasesDocs(registry);
  registerApplePurchasesDocs(registry);
  registerDateSafetyDocs(registry);
  registerPrivacyDocs(registry);
  registerMemberStandingDocs(registry);
}
