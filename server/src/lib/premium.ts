/** Premium is derived, never stored as a flag, so expiry needs no job (docs/domain-rules.md#free-and-premium). */
export const isPremium = (premiumUntil: Date | null | undefined, now: Date) =>
  !!premiumUntil && premiumUntil.getTime() > now.getTime();
