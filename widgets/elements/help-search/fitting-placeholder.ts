/**
 * The search box's placeholder where it fits: the whole one ("Try “GST invoice”, “WhatsApp
 * reminders” or “import clients”") in a wide box, its first example where the whole one would be
 * cut (a phone), and that example's words alone where even that would be. The server's markup has
 * the whole one; the choice follows the box's width.
 */
import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `text` fits inside the input: a hidden copy of the input, as wide, holds it as its value
 * and tells by its scroll width (the same font and fallback fonts the placeholder is drawn in).
 */
function fits(input: HTMLInputElement, text: string): boolean {
  const probe = input.cloneNode() as HTMLInputElement;
  probe.removeAttribute('id');
  probe.setAttribute('aria-hidden', 'true');
  probe.tabIndex = -1;
  probe.style.cssText = `position: absolute; visibility: hidden; pointer-events: none; width: ${input.getBoundingClientRect().width}px`;
  probe.value = text;
  input.after(probe);
  const fitting = probe.scrollWidth <= probe.clientWidth;
  probe.remove();
  return fitting;
}

/**
 * The placeholder for `input`: the first of `whole`, `short` and the short one's quoted example
 * alone ("“GST invoice”", for a script as wide as Tamil's) that fits; measured again as the box resizes.
 */
export function useFittingPlaceholder(input: RefObject<HTMLInputElement | null>, whole: string, short: string): string {
  const [chosen, setChosen] = useState(whole);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const example = /“[^”]*”/.exec(short)?.[0] ?? short;
    const measure = () => {
      if (element.clientWidth === 0) return;
      setChosen([whole, short].find((text) => fits(element, text)) ?? example);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [input, whole, short]);
  return chosen;
}
