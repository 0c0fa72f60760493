import { SAFETY_KINDS, SAFETY_TIPS, type MessageSafety, type SafetyKind } from '@blynd/shared';

const isSafetyKind = (kind: string): kind is SafetyKind => (SAFETY_KINDS as readonly string[]).includes(kind);

/**
 * The warning a flagged message carries (decision 0150): on the recipient's copy only, wherever it is read (the page
 * of messages, the live frame, the conversation's last message); the sender's own copy never says how it was read.
 */
export function recipientSafety(safetyKind: string | null, fromMe: boolean): { safety?: MessageSafety } {
  if (fromMe || safetyKind === null || !isSafetyKind(safetyKind)) return {};
  return { safety: { kind: safetyKind, tip: SAFETY_TIPS[safetyKind] } };
}
