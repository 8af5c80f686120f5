/**
 * How an element's code puts its React tree into the shadow root: a shadow root that already holds
 * the server's markup (declarative shadow DOM from the build) is hydrated in place, so nothing is
 * replaced, moved or repainted; any other shadow root (a partner page, an element made by script)
 * is rendered on the client, in one task.
 */
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { dropServerStyles } from './shadow.ts';

export { SERVER_STYLE_ATTRIBUTE } from './shadow.ts';

/**
 * Hands the component what the visitor typed, ticked or chose in the server's form before the
 * script ran: hydration keeps it on screen, but the component's state starts from the server's
 * value, so each changed field is announced as the browser would announce a change. React compares
 * a field with the value it last set, so that value is set first (through React's own setter) and
 * the visitor's put back under it (through the platform's).
 */
export function replayEarlyInput(container: ShadowRoot): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const checkable = field.type === 'checkbox' || field.type === 'radio';
    const key = checkable ? 'checked' : 'value';
    const now = (field as HTMLInputElement)[key];
    const initial = checkable ? (field as HTMLInputElement).defaultChecked : field.defaultValue;
    // A radio is announced when it was chosen; the one it replaced in its group follows from that.
    if (now === initial || (field.type === 'radio' && !now)) continue;
    const start = checkable ? null : field.selectionStart;
    const end = checkable ? null : field.selectionEnd;
    Object.assign(field, { [key]: initial });
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)!.set!.call(field, now);
    if (start !== null && end !== null) field.setSelectionRange(start, end);
    field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
  }
}

/** Calls `done` once the tree has committed (adds no markup). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(() => done(), []);
  return children;
}

/** Wraps a hydrated tree (adds no markup) to replay early input once hydration has committed. */
function Hydrated({ container, children }: { container: ShadowRoot; children: ReactNode }) {
  useLayoutEffect(() => replayEarlyInput(container), [container]);
  return children;
}

/**
 * Mounts a tree into an element's shadow root: hydrates the server's markup when `hydrate` (the
 * element's own stylesheet has been adopted, so the server's `<style>` goes), else renders on the
 * client at once, replacing what the shadow root showed meanwhile. `committed` runs once the tree
 * is in place and its handlers work.
 */
export function mountTree(container: ShadowRoot, tree: ReactElement, hydrate: boolean, committed: () => void): Root {
  // Layout effects run child first: early input is handed over before held clicks are replayed.
  if (hydrate) {
    dropServerStyles(container);
    // In this task, as one synchronous render: the markup the visitor sees is never left half taken
    // over, and a held submit's busy state (undone just before) gives way to the code's own
    // without a frame between. React hydrates any container it can render into; its types name
    // only Element and Document.
    let root: Root | null = null;
    flushSync(() => {
      root = hydrateRoot(
        container as unknown as Element,
        <Committed done={committed}>
          <Hydrated container={container}>{tree}</Hydrated>
        </Committed>,
      );
    });
    return root!;
  }
  const root = createRoot(container);
  // In one task: what the element showed meanwhile (its light DOM's slot, a load failure) goes as the tree comes.
  container.replaceChildren();
  flushSync(() => root.render(<Committed done={committed}>{tree}</Committed>));
  return root;
}
