import '../../test-support/polyfills';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../use-hydrated';

function Send() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>Send</button>;
}

describe('useHydrated', () => {
  it('When a form is prerendered, then its button is disabled until React hydrates the page, and enabled after', async () => {
    const html = renderToString(<Send />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Send />);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
  });
});
