/**
 * The source of dist/clinic-widgets.svelte.d.ts: Svelte 5 element types (import
 * 'clinic-widgets/svelte' once; it defines them too). Each element takes Svelte's HTML attributes,
 * its attributes by attribute name and `on<event>` for the events it fires.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { ClinicAttributesOf, ClinicElements, ClinicEventListener, ClinicEventsOf } from './clinic-widgets.js';

export type * from './clinic-widgets.js';
// The entry's one value: `import { configure } from 'clinic-widgets/<framework>'` works too.
export { configure } from './clinic-widgets.js';

/** Every element's Svelte attributes by tag. */
export type ClinicSvelteElements = {
  [Tag in keyof ClinicElements]: HTMLAttributes<ClinicElements[Tag]['element']> &
    ClinicAttributesOf<Tag> & { [E in ClinicEventsOf<Tag> as `on${E}`]?: ClinicEventListener<E> };
};

declare module 'svelte/elements' {
  interface SvelteHTMLElements extends ClinicSvelteElements {}
}
