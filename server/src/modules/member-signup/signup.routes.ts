import { Router } from 'express';
import {
  biometricConsentSchema,
  signupBirthdaySchema,
  signupGenderSchema,
  signupNameSchema,
  signupTermsSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { biometricConsentFor } from '../member-verification/verification.service';
import {
  acceptBiometricConsent,
  acceptTerms,
  getSignupStatus,
  setBirthday,
  setGender,
  setName,
} from './signup.service';

/** Sign-up steps (docs/member-api.md#sign-up-steps): they work before sign-up is finished, so only requireMember guards them. */
export function signupRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  router.get('/me/signup', member, async (_req, res) => {
    res.json(await getSignupStatus(ctx, memberPrincipal(res).id));
  });
  router.put('/me/signup/name', member, async (req, res) => {
    res.json(await setName(ctx, memberPrincipal(res).id, parse(signupNameSchema, req.body)));
  });
  router.put('/me/signup/birthday', member, async (req, res) => {
    res.json(await setBirthday(ctx, memberPrincipal(res).id, parse(signupBirthdaySchema, req.body)));
  });
  router.put('/me/signup/gender', member, async (req, res) => {
    res.json(await setGender(ctx, memberPrincipal(res).id, parse(signupGenderSchema, req.body)));
  });
  router.get('/me/signup/biometric-consent', member, async (_req, res) => {
    res.json(await biometricConsentFor(ctx.db, memberPrincipal(res).id));
  });
  router.put('/me/signup/biometric-consent', member, async (req, res) => {
    parse(biometricConsentSchema, req.body);
    res.json(await acceptBiometricConsent(ctx, memberPrincipal(res).id));
  });
  router.put('/me/signup/terms', member, async (req, res) => {
    parse(signupTermsSchema, req.body);
    res.json(await acceptTerms(ctx, memberPrincipal(res).id));
  });
  return router;
}
