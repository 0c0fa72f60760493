import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from '../accordion';

const items = [
  { question: 'First?', answer: 'One' },
  { question: 'Second?', answer: 'Two' },
  { question: 'Third?', answer: 'Three' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('When it first shows, then every item is closed', () => {
    render(<Accordion items={items} />);
    for (const item of items) expect(trigger(item.question).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('When an item is clicked, then it opens and shows its answer', () => {
    render(<Accordion items={items} />);
    fireEvent.click(trigger('Second?'));
    expect(trigger('Second?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Second?' }).textContent).toContain('Two');
  });

  it('When another item is clicked, then the first one closes: one open at a time', () => {
    render(<Accordion items={items} />);
    fireEvent.click(trigger('First?'));
    fireEvent.click(trigger('Third?'));
    expect(trigger('First?').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Third?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('When the open item is clicked again, then none is open', () => {
    render(<Accordion items={items} />);
    fireEvent.click(trigger('First?'));
    fireEvent.click(trigger('First?'));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(trigger('First?').getAttribute('aria-expanded')).toBe('false');
  });

  it('links each button to the panel it controls', () => {
    render(<Accordion items={items} />);
    const button = trigger('Second?');
    fireEvent.click(button);
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.textContent).toContain('Two');
  });
});
