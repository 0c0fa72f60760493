import '../../test-support/polyfills';
import { render, screen, within } from '@testing-library/react';
import type { MemberCard as Card } from '@blynd/shared';
import { MemberCard } from '../components/member-card';

const card: Card = {
  _id: 'm1',
  firstName: 'Bisi',
  age: 29,
  state: 'Delta',
  bio: 'Bookworm and amateur chef.',
  interests: ['Cooking', 'Music'],
  avatar: '',
  relationshipGoal: 'see-where-it-goes',
  values: ['loyalty', 'learning'],
  prompts: [{ promptId: 'best-jollof', answer: 'At my cousin’s wedding in Ibadan.' }],
  compatibility: { score: 82, shared: { interests: ['Cooking'], values: ['loyalty'], goal: 'see-where-it-goes' } },
  verified: false,
  photos: { count: 2, placeholder: '', unlocked: false },
};

describe('MemberCard', () => {
  it('When a card has a goal, values and prompts, then they show by their catalogue wording, shared ones marked', () => {
    render(<MemberCard card={card} />);
    expect(screen.getByText('Dating to see where it goes')).toBeTruthy();
    const values = within(screen.getByRole('list', { name: 'Values' }));
    expect(values.getByText('Loyalty').textContent).toBe('Loyalty (shared)');
    expect(values.getByText('Always learning')).toBeTruthy();
    expect(screen.getByText('The best jollof I ever had was')).toBeTruthy();
    expect(screen.getByText('At my cousin’s wedding in Ibadan.')).toBeTruthy();
    expect(screen.getByText(/You share the goal “Dating to see where it goes”; values: Loyalty/)).toBeTruthy();
    expect(screen.getByText(/2 photos, shown once you both agree/)).toBeTruthy();
    expect(screen.queryByText(/see-where-it-goes/)).toBeNull();
  });
});
