import '../../../../test-support/polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TOKEN_MESSAGES } from '@blynd/shared';
import { faqs, homeFaqs } from '../faqs';

const answerText = (index: number) =>
  render(<MemoryRouter>{faqs[index]!.answer}</MemoryRouter>).container.textContent ?? '';

describe('the FAQs', () => {
  it('When /faqs lists its questions, then there are eleven, as the spec says', () => {
    expect(faqs).toHaveLength(11);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(11);
  });

  it('When the refund question is read, then it states the tokens rule: no refunds, no returns, losing bids free', () => {
    const index = faqs.findIndex((faq) => /refund/i.test(faq.question));
    expect(index).toBeGreaterThanOrEqual(0);
    const text = answerText(index);
    expect(text).toContain(TOKEN_MESSAGES.noRefunds);
    expect(text).toMatch(/A losing bid costs nothing/);
    expect(screen.getByRole('link', { name: 'tokens page' }).getAttribute('href')).toBe('/tokens');
  });

  it('When the home page shows its five questions, then each is one of /faqs', () => {
    expect(homeFaqs).toHaveLength(5);
    for (const faq of homeFaqs) expect(faqs).toContain(faq);
  });
});
