/**
 * How an element's code puts its React tree into the shadow root: a shadow root that already holds
 * the server's markup (declarative shadow DOM from the build) is hydrated in place, so nothing is
 * replaced, moved or repainted; any other shadow root (a partner page, an element made by script)
 * is rendered on the client, in one task.
 */
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { dropServerStyles } from '../script/element/server-markup.ts';

export { SERVER_STYLE_ATTRIBUTE } from '../script/element/server-markup.ts';

/**
 * Hands the component what the visitor typed, ticked or chose in the server's form before the
 * script ran: hydration keeps it on screen, but the component's state starts from the server's
 * value, so each changed field is announced as the browser would announce a change. The fields
 * are read before hydrating (`earlyInput`), because hydrating sets each field's default to the
 * server's and a radio the visitor left alone takes its default back, unchecking the one chosen in
 * its group; the returned function, called once the tree has committed, does the handing over.
 * React compares a field with the value it last set, so that value is set first (through React's
 * own setter) and the visitor's put back under it (through the platform's). Each announcement
 * renders at once, and a render puts React's value back into the fields not yet announced, so each
 * field's state is set again just before its own announcement; carets and selections are put back
 * last.
 */
export function earlyInput(container: ShadowRoot): () => void {
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const fields = [...container.querySelectorAll<Field>('input, textarea, select')].map((field) => ({
    field,
    chosen: field instanceof HTMLSelectElement ? [...field.options].map((option) => option.selected) : null,
    now: field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value,
    start: field instanceof HTMLSelectElement ? null : field.selectionStart,
    end: field instanceof HTMLSelectElement ? null : field.selectionEnd,
  }));
  return () => {
    const changed: { field: Field; restore: () => void; announce: string; start: number | null; end: number | null }[] = [];
    for (const { field, chosen, now, start, end } of fields) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLSelectElement) {
        if (chosen!.every((selected, index) => selected === field.options[index]?.defaultSelected)) continue;
        const restore = () => {
          for (const [index, selected] of chosen!.entries()) field.options[index]!.selected = selected;
        };
        changed.push({ field, restore, announce: 'change', start: null, end: null });
        continue;
      }
      const checkable = field.type === 'checkbox' || field.type === 'radio';
      const key = checkable ? 'checked' : 'value';
      const initial = checkable ? (field as HTMLInputElement).defaultChecked : field.defaultValue;
      // A radio is announced when it was chosen; the one it replaced in its group follows from that.
      if (now === initial || (field.type === 'radio' && !now)) continue;
      const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)!.set!;
      const restore = () => {
        Object.assign(field, { [key]: initial });
        native.call(field, now);
      };
      changed.push({ field, restore, announce: checkable ? 'click' : 'input', start: checkable ? null : start, end: checkable ? null : end });
    }
    for (const { field, restore, announce } of changed) {
      restore();
      field.dispatchEvent(new Event(announce, { bubbles: true }));
    }
    for (const { field, start, end } of changed) {
      if (start !== null && end !== null) (field as HTMLInputElement).setSelectionRange(start, end);
    }
  };
}

/** Calls `done` once the tree has committed (adds no markup). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(() => done(), []);
  return children;
}

/**
 * Mounts a tree into an element's shadow root: hydrates the server's markup when `hydrate` (the
 * element's own stylesheet has been adopted, so the server's `<style>` goes), else renders on the
 * client at once, replacing what the shadow root showed meanwhile. `committed` runs once the tree
 * is in place and its handlers work, and, for a hydrated tree, once the early input has been
 * handed over and rendered: in a microtask after the commit (no frame in between), outside React's
 * commit, so each handed-over change is rendered before the next step and the field keeps its
 * caret and selection.
 */
export function mountTree(container: ShadowRoot, tree: ReactElement, hydrate: boolean, committed: () => void): Root {
  if (hydrate) {
    dropServerStyles(container);
    const handOver = earlyInput(container);
    // In this task, as one synchronous render: the markup the visitor sees is never left half taken
    // over, and a held submit's busy state (undone just before) gives way to the code's own
    // without a frame between. React hydrates any container it can render into; its types name
    // only Element and Document.
    let root: Root | null = null;
    flushSync(() => {
      root = hydrateRoot(
        container as unknown as Element,
        <Committed
          done={() =>
            queueMicrotask(() => {
              handOver();
              committed();
            })
          }
        >
          {tree}
        </Committed>,
      );
    });
    return root!;
  }
  const root = createRoot(container);
  // In one task: what the element showed meanwhile (its light DOM's slot, a load failure) goes as the tree comes.
  container.replaceChildren();
  flushSync(() => root.render(<Committed done={() => queueMicrotask(committed)}>{tree}</Committed>));
  return root;
}
