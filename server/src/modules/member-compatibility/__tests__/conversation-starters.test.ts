import { GENERIC_STARTERS, writeStarters, type StarterProfile } from '../conversation-starters';

const base: StarterProfile = { interests: [], values: [], relationshipGoal: null, prompts: [] };

describe('Conversation starters (decision 0092)', () => {
  it('When two members share interests, values and a goal and the other answered a prompt, then the three openers come from them, one of each kind first', () => {
    const me = {
      ...base,
      interests: ['Jazz', 'Books', 'Yoga'],
      values: ['faith', 'family'],
      relationshipGoal: 'marriage',
    };
    const other = {
      ...base,
      interests: ['Books', 'Jazz'],
      values: ['family'],
      relationshipGoal: 'marriage',
      prompts: [{ promptId: 'perfect-sunday', answer: 'Church, then pepper soup with my sisters' }],
    };
    expect(writeStarters(me, other)).toEqual([
      {
        basis: 'prompt',
        text: '“My perfect Sunday looks like… Church, then pepper soup with my sisters” I would love to hear the story behind that.',
      },
      { basis: 'value', text: 'We both chose “Family comes first”. What does that look like in your everyday life?' },
      { basis: 'interest', text: 'We both like Jazz and Books. Which came first for you?' },
    ]);
  });

  it('When only one thing is shared, then there is one opener and it is not generic', () => {
    const me = { ...base, interests: ['Jazz', 'Books', 'Yoga'] };
    expect(writeStarters(me, { ...base, interests: ['Yoga', 'Tech', 'Art'] })).toEqual([
      { basis: 'interest', text: 'We both like Yoga. What got you into it?' },
    ]);
    expect(writeStarters(me, { ...base, relationshipGoal: 'marriage', values: ['faith'] })).toEqual(
      GENERIC_STARTERS.map((text) => ({ basis: 'generic', text })),
    );
  });

  it('When the two share a goal only, then the opener names it in plain words', () => {
    expect(
      writeStarters({ ...base, relationshipGoal: 'long-term' }, { ...base, relationshipGoal: 'long-term' }),
    ).toEqual([{ basis: 'goal', text: 'We are both here for “A long-term relationship”. What made you choose it?' }]);
  });
});
