import { site } from '../../../config/site';
import { safetyTexts } from '../safety-texts';

export type SafetyTip = { title: string; body: string[] };

type Texts = typeof safetyTexts.t;
const TIPS = ['tip1', 'tip2', 'tip3', 'tip4', 'tip5', 'tip6', 'tip7', 'tip8', 'tip9', 'tip10'] as const;

/** The ten tips of /safety, in the fixed order, in the language of `t` (decision 0174). */
export const safetyTipsIn = (t: Texts): SafetyTip[] =>
  TIPS.map((tip) => ({
    title: t(tip),
    body: [t(`${tip}a`, { product: site.productName }), t(`${tip}b`, { product: site.productName })],
  }));

/** The tips in the page's language. */
export const useSafetyTips = (): readonly SafetyTip[] => safetyTipsIn(safetyTexts());
