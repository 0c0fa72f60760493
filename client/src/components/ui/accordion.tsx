import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

export type AccordionItem = { question: string; answer: ReactNode };

/** One item open at a time, or none: opening an item closes the other, clicking the open one closes it. */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div className={`accordion__item${open ? ' accordion__item--open' : ''}`} key={item.question}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              <div className="accordion__body">{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
