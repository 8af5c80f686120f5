import { useLanguage } from '../../i18n/react.tsx';
import type { MouseEvent } from 'react';
import { supportFaqs } from '../../content/support-faqs.ts';
import { Inline } from '../../help-shared/inline.tsx';
import { elementCode } from '../../runtime/react/mount.tsx';
import type { attributes } from './faq.element.ts';

/** The group name that makes the questions one exclusive accordion, natively. */
const GROUP = 'clinic-faq';

/**
 * The browser's own exclusive accordion (`<details name>`) does what is asked where it is
 * supported; elsewhere, a question about to open (a click on its summary, or Enter or Space there)
 * closes the others here.
 */
function closeOthers(event: MouseEvent<HTMLElement>) {
  const opening = event.currentTarget.parentElement as HTMLDetailsElement;
  if (opening.open) return;
  for (const other of opening.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > details') ?? []) {
    if (other !== opening && other.open) other.open = false;
  }
}

/**
 * The Help Center's FAQ accordion: the first question is open at first, opening another closes
 * it, and clicking the open one closes it too. Each question is a native disclosure (`<details
 * name>` in one group), so it opens and closes from the server's markup before any script, and
 * which one is open is the browser's state: the code never resets it.
 */
export function Faq() {
  // The questions are help content, in English in every language: said so to screen readers.
  const english = useLanguage() === 'en-IN' ? undefined : 'en';
  return (
    <div className="faq" part="panel" lang={english}>
      {supportFaqs.map((faq, index) => (
        <details key={faq.question} className="faq-item" part="item" name={GROUP} open={index === 0}>
          <summary className="faq-question" part="button" onClick={closeOthers}>
            <span>{faq.question}</span>
            <span className="faq-icon" aria-hidden="true" />
          </summary>
          <div className="faq-answer">
            <p>
              <Inline text={faq.answer} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(Faq, () => Promise.all([import('./faq.styles.css')]));
