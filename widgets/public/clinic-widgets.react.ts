/**
 * The source of dist/clinic-widgets.react.d.ts: React 19 JSX for the elements (import
 * 'clinic-widgets/react', which defines them too). Each element takes React's own HTML attributes,
 * `class`, its attributes by attribute name and by property name (React 19 sets a property when
 * the element has one), and `on<event>` for the events it fires. TypeScript never reports a dashed
 * JSX name it does not know, so only the camelCase names catch a misspelling.
 */
import type * as React from 'react';
import type { ClinicAttributesOf, ClinicElements, ClinicEventListener, ClinicEventsOf, ClinicPropertiesOf } from './clinic-widgets.js';

export type * from './clinic-widgets.js';
// The entry's one value: `import { configure } from 'clinic-widgets/<framework>'` works too.
export { configure } from './clinic-widgets.js';

/** What one element takes in JSX. */
export type ClinicElementProps<Tag extends keyof ClinicElements> = React.DetailedHTMLProps<
  React.HTMLAttributes<ClinicElements[Tag]['element']>,
  ClinicElements[Tag]['element']
> & {
  class?: string;
} & ClinicAttributesOf<Tag> &
  ClinicPropertiesOf<Tag> & { [E in ClinicEventsOf<Tag> as `on${E}`]?: ClinicEventListener<E> };

/** Every element's JSX props by tag. */
export type ClinicIntrinsicElements = { [Tag in keyof ClinicElements]: ClinicElementProps<Tag> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ClinicIntrinsicElements {}
  }
}
