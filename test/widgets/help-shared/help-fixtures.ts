/**
 * Component-test helpers for the help elements: fresh page objects (stubPage) and a fetch that
 * answers assets/help-articles.json with the real articles, or with the replies given in order.
 * Note: the elements fetch the file with plain fetch (it is a static file, not an API call), so
 * it is stubbed here rather than through stubPage's API stub.
 */
import { articles } from '../../../widgets/content/help/index.ts';
import { json, stubPage } from '../../support/page.ts';

/** The file the build writes (scripts/help-content.ts), from the same articles. */
export const helpFile = { version: 1, articles };

/**
 * Answers fetches of the site file whose path ends with `suffix` with the replies given, in order
 * (the last repeats); records the addresses fetched. `restore()` puts the real fetch back.
 */
export function stubSiteFile(suffix: string, replies: (() => Response | Promise<Response>)[]) {
  const queue = [...replies];
  const calls: string[] = [];
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.endsWith(suffix)) return real(input, init);
    calls.push(url.href);
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    return next();
  };
  return { calls, restore: () => void (window.fetch = real) };
}

/** Installs fresh page objects and stubs the help file; `restore()` puts the real fetch back. */
export function stubHelp(...replies: (() => Response | Promise<Response>)[]) {
  const stubbed = stubPage();
  return { ...stubbed, ...stubSiteFile('/assets/help-articles.json', replies.length > 0 ? replies : [() => json(200, helpFile)]) };
}

/** Text with its whitespace collapsed, for comparing rendered text. */
export const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
