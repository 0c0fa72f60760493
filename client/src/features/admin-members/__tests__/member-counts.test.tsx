import { render, screen } from '@testing-library/react';
import type { MemberActivityCounts } from '@blynd/shared';
import { MemberCountsList } from '../components/member-counts';

const counts: MemberActivityCounts = {
  likesGiven: 4,
  likesReceived: 7,
  matches: 2,
  reportsMade: 0,
  reportsReceived: 1,
  openReportsReceived: 1,
  messagesSent: 1250,
  messagesReceived: 980,
  conversations: 3,
};

describe('member record counts', () => {
  it('When a member has chatted, then the record shows messages sent, received and conversations as numbers', () => {
    render(<MemberCountsList counts={counts} />);
    const pairs = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['Messages sent', '1,250'],
        ['Messages received', '980'],
        ['Conversations', '3'],
      ]),
    );
    expect(pairs).toHaveLength(9);
  });
});
