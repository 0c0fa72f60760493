/**
 * The sign-in screen's schemas, loaded after its first render rather than with it: they bring zod, 22 KB of the
 * sign-in shell's 150 KB budget (decision 0105), and no schema is needed before the member sends a number.
 */
export { memberPhoneField, otpRequestResponseSchema, sandboxSmsResponseSchema, webSessionSchema } from '@blynd/shared';
