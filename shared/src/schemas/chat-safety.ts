import { z } from 'zod';

/**
 * What the text detectors can find (decision 0145), in the order a recipient's tip is chosen when a message carries
 * several (the most harmful first).
 */
export const SAFETY_KINDS = [
  'harassment',
  'sexual',
  'money-request',
  'bank-details',
  'investment',
  'travel-lure',
  'off-platform',
] as const;
export type SafetyKind = (typeof SAFETY_KINDS)[number];

/** What the recipient reads under "Does this bother you?" (decision 0150). */
export const SAFETY_TIPS: Record<SafetyKind, string> = {
  'money-request': 'Never send money, airtime or gift cards to someone you have not met.',
  'bank-details': 'Never pay into an account for someone you have not met, and keep your own bank details private.',
  'off-platform':
    'Stay on Blynd until you trust them: scammers move chats to other apps, where you cannot report them.',
  investment: 'Crypto, forex or investment offers from a match are a common scam. Do not invest or send money.',
  'travel-lure':
    'Meet in a busy public place, travel there yourself, and do not share your home address or accept rides or hotels.',
  sexual: 'You never have to reply to sexual messages. Report anything that makes you uncomfortable.',
  harassment: 'Threats and insults are never okay. You can report this person and block them.',
};

/** Kinds a sender is asked about before the message goes ("Are you sure?", decision 0150). */
export const NUDGE_KINDS = ['sexual', 'harassment'] as const satisfies readonly SafetyKind[];
export type NudgeKind = (typeof NUDGE_KINDS)[number];

export const CHAT_SAFETY_MESSAGES = {
  areYouSure: 'Are you sure?',
  nudge: {
    sexual:
      'This message reads as sexual. Only send it if you know they want to hear it: unwanted sexual messages can be reported.',
    harassment:
      'This message reads as a threat or an insult. Would you like to say it differently? It can be reported.',
  } satisfies Record<NudgeKind, string>,
  /** Bios and prompt answers are shown to every member: contact details wait until a chat (decision 0150). */
  contactInProfile:
    'Keep phone numbers, social handles and links out of your profile. Share them in a chat once you trust someone',
  confirmedInvalid: 'confirmed must be true or false',
} as const;

/** The recipient's warning on a flagged message (never on the sender's own copy). */
export const messageSafetySchema = z.object({ kind: z.enum(SAFETY_KINDS), tip: z.string() });
export type MessageSafety = z.infer<typeof messageSafetySchema>;

/** The 422 a sender gets before a sexual or harassing message is sent: send it again with `confirmed: true`. */
export const sendNudgeSchema = z.object({
  error: z.literal(CHAT_SAFETY_MESSAGES.areYouSure),
  nudge: z.object({ kind: z.enum(NUDGE_KINDS), explanation: z.string() }),
});
export type SendNudge = z.infer<typeof sendNudgeSchema>;

/** The report reason a one-tap report of a flagged message carries (decision 0150). */
export const SAFETY_REPORT_REASON_CODES = {
  'money-request': 'asked-for-money',
  'bank-details': 'asked-for-money',
  'off-platform': 'moved-off-app',
  investment: 'scam-investment',
  'travel-lure': 'threat-or-violence',
  sexual: 'sexual-content',
  harassment: 'harassment',
} as const satisfies Record<SafetyKind, string>;
