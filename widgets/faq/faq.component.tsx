import { useState } from 'react';
import { supportFaqs } from '../content/faqs.ts';
import { Inline } from '../help-shared/inline.tsx';
import { elementCode } from '../core/element/mount.tsx';
import type { attributes } from './faq.element.ts';

/**
 * The Help Center's FAQ accordion: the first question is open
 * at first, opening another closes it, and clicking the open one closes it too. Each question is a
 * disclosure button (aria-expanded, aria-controls) in a heading.
 */
export function Faq() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="faq" part="panel">
      {supportFaqs.map((faq, index) => {
        const expanded = open === index;
        return (
          <div key={faq.question} className={expanded ? 'faq-item open' : 'faq-item'} part="item">
            <h3 className="faq-heading">
              <button
                type="button"
                className="faq-question"
                part="button"
                id={`faq-q${index}`}
                aria-expanded={expanded}
                aria-controls={`faq-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{faq.question}</span>
                <span className="faq-icon" aria-hidden="true" />
              </button>
            </h3>
            <div className="faq-answer" id={`faq-a${index}`} role="region" aria-labelledby={`faq-q${index}`} hidden={!expanded}>
              <p>
                <Inline text={faq.answer} />
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(Faq, () => Promise.all([import('./faq.styles.css')]));
