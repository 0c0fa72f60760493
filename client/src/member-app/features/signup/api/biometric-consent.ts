import { useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.biometricConsentTextSchema;

/** GET /me/signup/biometric-consent: the exact text to show, its version, and whether it was accepted. */
export const getBiometricConsent = () => parsedAnswer(schema, '/me/signup/biometric-consent');

export const useBiometricConsent = () =>
  useQuery({ queryKey: [...memberKeys.signup, 'biometric-consent'], queryFn: getBiometricConsent });
