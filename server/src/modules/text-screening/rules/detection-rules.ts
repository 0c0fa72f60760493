import { SAFETY_TIPS } from '@blynd/shared';
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

/** What the recipient reads under "Does this bother you?" (issue 41): the apps' texts, in shared. */
export const DETECTION_TIPS: Record<DetectionKind, string> = SAFETY_TIPS;
