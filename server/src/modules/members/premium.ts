/** Premium is derived, never stored as a flag, so expiry needs no job (DESIGN §4.2). */
export const isPremium = (premiumUntil: Date | null | undefined, now: Date) => !!premiumUntil && premiumUntil.getTime() > now.getTime();
