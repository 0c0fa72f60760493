import '../../test-support/polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FACE_CHECK_MESSAGES, VERIFICATION_NOTICES } from '@blynd/shared';
import { memberKeys } from '../api/member-keys';
import { ReviewStep } from '../features/signup/components/review-step';

const withClient = (client: QueryClient, node: React.ReactNode) =>
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

describe('the sign-up review step (decision 0137)', () => {
  it('When the face check waits for staff, then it says so and Check again reads the sign-up and the account again', () => {
    const client = new QueryClient();
    const invalidated: unknown[] = [];
    client.invalidateQueries = ((filters: { queryKey: unknown }) => {
      invalidated.push(filters.queryKey);
      return Promise.resolve();
    }) as QueryClient['invalidateQueries'];
    let checked = 0;
    withClient(client, <ReviewStep onCheck={() => (checked += 1)} />);
    expect(screen.getByText(`${FACE_CHECK_MESSAGES.underReview}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(checked).toBe(1);
    expect(invalidated).toContainEqual(memberKeys.me);
  });

  it('When staff refused the face check, then the member reads that sign-up cannot finish, and no button promises more', () => {
    withClient(new QueryClient(), <ReviewStep rejected onCheck={() => undefined} />);
    expect(screen.getByText(`${VERIFICATION_NOTICES.faceRejected.title}.`)).toBeTruthy();
    expect(screen.getByText(VERIFICATION_NOTICES.faceRejected.body)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(`${FACE_CHECK_MESSAGES.underReview}.`)).toBeNull();
  });
});
