import {
  compatibilityBetween,
  compatibilityScore,
  directedFit,
  type CompatibilityProfile,
} from '../../../lib/compatibility-score';

const ada: CompatibilityProfile = {
  interests: ['Books', 'Jazz', 'Yoga', 'Cooking'],
  values: ['faith', 'family', 'honesty'],
  relationshipGoal: 'marriage',
};
const bayo: CompatibilityProfile = {
  interests: ['Books', 'Jazz', 'Football'],
  values: ['family', 'honesty', 'ambition', 'kindness'],
  relationshipGoal: 'long-term',
};
const empty: CompatibilityProfile = { interests: [], values: [], relationshipGoal: null };

describe('Compatibility score (decision 0090)', () => {
  it('When the worked example of the decision record is scored, then each step gives the recorded figure', () => {
    expect(directedFit(ada, bayo)).toBeCloseTo(0.65, 6);
    expect(directedFit(bayo, ada)).toBeCloseTo(0.691667, 5);
    expect(compatibilityScore(ada, bayo)).toBe(67);
    expect(compatibilityBetween(ada, bayo)).toEqual({
      score: 67,
      shared: { interests: ['Books', 'Jazz'], values: ['family', 'honesty'], goal: null },
    });
  });

  it('When two members are swapped, then the score is the same (it is reciprocal), while what is shared follows the viewer', () => {
    const profiles = [
      ada,
      bayo,
      empty,
      { interests: ['Jazz', 'Art', 'Tech'], values: ['ambition'], relationshipGoal: 'not-sure' },
    ];
    for (const a of profiles) for (const b of profiles) expect(compatibilityScore(a, b)).toBe(compatibilityScore(b, a));
    expect(compatibilityBetween(bayo, ada).shared).toEqual({
      interests: ['Books', 'Jazz'],
      values: ['family', 'honesty'],
      goal: null,
    });
  });

  it('When only one side fits what the other wants, then the score is low, below the mean of the two directions', () => {
    const wantsMuch: CompatibilityProfile = {
      interests: ['Books', 'Jazz', 'Yoga'],
      values: ['faith', 'family', 'honesty'],
      relationshipGoal: 'marriage',
    };
    const hasMuchMore: CompatibilityProfile = {
      interests: ['Books', 'Jazz', 'Yoga', 'Art', 'Tech', 'Film', 'Travel', 'Poetry', 'Dancing', 'Gaming'],
      values: ['faith', 'family', 'honesty', 'ambition', 'adventure'],
      relationshipGoal: 'marriage',
    };
    const one = directedFit(wantsMuch, hasMuchMore);
    const other = directedFit(hasMuchMore, wantsMuch);
    expect(one).toBe(1);
    expect(other).toBeLessThan(1);
    expect(compatibilityScore(wantsMuch, hasMuchMore)).toBe(Math.round(100 * Math.sqrt(one * other)));
    expect(Math.sqrt(one * other)).toBeLessThan((one + other) / 2);
    const clash: CompatibilityProfile = {
      interests: ['Football', 'Gaming', 'Tech'],
      values: ['independence', 'adventure', 'ambition'],
      relationshipGoal: 'friendship-first',
    };
    expect(compatibilityScore(ada, clash)).toBeLessThan(20);
  });

  it('When a profile says little, then the score is pulled towards 50; when it says nothing, it is exactly 50', () => {
    expect(compatibilityScore(empty, ada)).toBe(50);
    expect(compatibilityScore(empty, empty)).toBe(50);
    const twin = { ...ada };
    expect(compatibilityScore(ada, twin)).toBe(100);
    const thinTwin: CompatibilityProfile = { interests: ['Books', 'Jazz', 'Yoga'], values: [], relationshipGoal: null };
    // 3 items of 6: half way from 50 to what the fit alone would give.
    const thin = compatibilityScore(ada, thinTwin);
    expect(thin).toBeGreaterThan(50);
    expect(thin).toBeLessThan(compatibilityScore(ada, twin));
    const thinClash: CompatibilityProfile = {
      interests: ['Football', 'Gaming', 'Tech'],
      values: [],
      relationshipGoal: null,
    };
    expect(compatibilityScore(ada, thinClash)).toBeGreaterThan(
      compatibilityScore(ada, {
        ...thinClash,
        values: ['independence', 'adventure', 'ambition'],
        relationshipGoal: 'friendship-first',
      }),
    );
  });
});
