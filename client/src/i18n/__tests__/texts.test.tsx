import { act, render, screen } from '@testing-library/react';
import { defineTexts, currentLanguage, showLanguage } from '../texts';

const useGreeting = defineTexts('greeting-test', {
  en: { hello: 'Hello {{name}}', photos_one: '{{count}} photo', photos_other: '{{count}} photos' },
  pcm: { hello: 'How far {{name}}', photos_one: '{{count}} foto', photos_other: '{{count}} foto dem' },
});

function Greeting() {
  const t = useGreeting();
  return (
    <p>
      {t('hello', { name: 'Ada' })} · {t('photos', { count: 2 })}
    </p>
  );
}

describe('defineTexts', () => {
  afterEach(() => act(() => showLanguage('en')));

  it('When the language changes, then the screen shows its texts in the new language, plurals and values included', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Ada · 2 photos')).toBeTruthy();
    await act(() => showLanguage('pcm'));
    expect(screen.getByText('How far Ada · 2 foto dem')).toBeTruthy();
    expect(currentLanguage()).toBe('pcm');
    expect(document.documentElement.lang).toBe('pcm');
  });

  it('When read outside React, then .t gives the same texts', async () => {
    expect(useGreeting.t('photos', { count: 1 })).toBe('1 photo');
    await showLanguage('pcm');
    expect(useGreeting.t('hello', { name: 'Obi' })).toBe('How far Obi');
  });
});
