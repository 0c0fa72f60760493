/** Local 11-digit form (0XXXXXXXXXX) to the stored canonical form (234XXXXXXXXXX). */
export const toCanonicalPhone = (localPhone: string) => `234${localPhone.trim().slice(1)}`;
