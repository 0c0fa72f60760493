/** Local 11-digit form (0XXXXXXXXXX) to the stored canonical form (234XXXXXXXXXX). */
export const toCanonicalPhone = (localPhone: string) => `234${localPhone.trim().slice(1)}`;

/** A member API phone in either accepted form (0XXXXXXXXXX or 234XXXXXXXXXX) to the canonical form. */
export const toCanonicalFromEither = (phone: string) => (phone.trim().startsWith('0') ? toCanonicalPhone(phone) : phone.trim());
