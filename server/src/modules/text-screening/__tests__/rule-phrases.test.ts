import { detectText, matchRule } from '../detect-text';
import { normaliseText } from '../normalise-text';
import { DETECTION_RULES } from '../rules/detection-rules';

/** Rules are data (decision 0145): each row's examples fire it, its near-misses do not. */
describe('every detector rule', () => {
  it('When the table is read, then rule ids are unique and every rule has an example that fires', () => {
    const ids = DETECTION_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of DETECTION_RULES)
      expect({ id: rule.id, examples: rule.fires.length > 0 }).toEqual({ id: rule.id, examples: true });
  });

  for (const rule of DETECTION_RULES)
    describe(rule.id, () => {
      it.each(rule.fires)('When the text is %j, then the rule matches', (text) => {
        expect({ text, evidence: matchRule(rule, normaliseText(text)) }).toEqual({
          text,
          evidence: expect.any(String),
        });
        // A rule that fires on its own reports its kind whatever else the text holds.
        if (rule.weight >= 1) expect(detectText(text).map((d) => d.kind)).toContain(rule.kind);
      });
      if (rule.spares?.length)
        it.each(rule.spares)('When the text is %j, then the rule does not match', (text) => {
          expect({ text, evidence: matchRule(rule, normaliseText(text)) }).toEqual({ text, evidence: null });
        });
    });
});
