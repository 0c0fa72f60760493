import type { DetectionKind, Rule, RuleRow } from '../text-screening.types';

/** One kind's table (decision 0145): its rows are of that kind, so a row does not say it again. */
export const rulesOfKind = (kind: DetectionKind, rows: RuleRow[]): Rule[] =>
  rows.map(({ id, ...row }) => ({ id, kind, ...row }));
