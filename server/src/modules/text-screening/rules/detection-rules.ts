import type { DetectionKind, Rule } from '../text-screening.types';
import { BANK_DETAILS_RULES } from './bank-details.rules';
import { HARASSMENT_RULES } from './harassment.rules';
import { INVESTMENT_RULES } from './investment.rules';
import { MONEY_REQUEST_RULES } from './money-request.rules';
import { OFF_PLATFORM_RULES } from './off-platform.rules';
import { SEXUAL_RULES } from './sexual.rules';
import { TRAVEL_LURE_RULES } from './travel-lure.rules';

/** Every rule, one table per kind (decision 0145). */
export const DETECTION_RULES: Rule[] = [
  ...MONEY_REQUEST_RULES,
  ...BANK_DETAILS_RULES,
  ...OFF_PLATFORM_RULES,
  ...INVESTMENT_RULES,
  ...TRAVEL_LURE_RULES,
  ...SEXUAL_RULES,
  ...HARASSMENT_RULES,
];

/** What the recipient reads under "Does this bother you?" (issue 41). */
export const DETECTION_TIPS: Record<DetectionKind, string> = {
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
