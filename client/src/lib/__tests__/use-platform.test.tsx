import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePlatform } from '../device';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const useAgent = (userAgent: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });

function Probe() {
  const platform = usePlatform();
  return <p>{platform ?? 'prerendered'}</p>;
}

describe('usePlatform', () => {
  it('When a phone hydrates a prerendered page, then the first render matches the HTML and the platform follows', async () => {
    // The build prerenders on no phone; the page is then opened on one.
    useAgent(DESKTOP);
    const html = renderToString(<Probe />);
    useAgent(ANDROID);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => void recoverable.push(error) });
    });
    expect(container.textContent).toBe('android');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
