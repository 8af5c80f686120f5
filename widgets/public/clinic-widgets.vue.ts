/**
 * The source of dist/clinic-widgets.vue.d.ts: Vue 3 template types for the elements (import
 * 'clinic-widgets/vue' once; it defines them too). Each element takes Vue's HTML attributes, its
 * attributes by property name and `onClinic…` listeners for the events it fires.
 */
import type { DefineComponent, HTMLAttributes } from 'vue';
import type { ClinicElements, ClinicEventListener, ClinicEventsOf, ClinicPropertiesOf, ClinicTheme } from './clinic-widgets.js';

export type * from './clinic-widgets.js';
// The entry's one value: `import { configure } from 'clinic-widgets/<framework>'` works too.
export { configure } from './clinic-widgets.js';

/** `clinic-signed-in` → `ClinicSignedIn`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Rest}` ? `${Capitalize<Head>}${Pascal<Rest>}` : Capitalize<S>;

/** Every element as a Vue component by tag. */
export type ClinicGlobalComponents = {
  [Tag in keyof ClinicElements]: DefineComponent<
    HTMLAttributes &
      ClinicPropertiesOf<Tag> & {
        /** The theme preset (`data-theme="dark"`): Vue checks template attributes by their camelCase name, and this one is no property. */
        dataTheme?: ClinicTheme;
      } & { [E in ClinicEventsOf<Tag> as `on${Pascal<E>}`]?: ClinicEventListener<E> }
  >;
};

declare module 'vue' {
  interface GlobalComponents extends ClinicGlobalComponents {}
}
