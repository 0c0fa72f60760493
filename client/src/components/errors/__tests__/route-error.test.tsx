import '../../../test-support/polyfills';
import { render, screen } from '@testing-library/react';
import { MESSAGES } from '@blynd/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorPage } from '../route-error';

function Broken(): never {
  throw new Error('Plans could not be drawn');
}

describe('RouteErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('When a page throws, then it shows Unexpected Application Error! with the message', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeTruthy();
    expect(screen.getByText('Plans could not be drawn')).toBeTruthy();
  });

  it('When the router reports a 404, then the not-found page shows instead', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>home</p>, errorElement: <RouteErrorPage /> }], {
      initialEntries: ['/missing'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
