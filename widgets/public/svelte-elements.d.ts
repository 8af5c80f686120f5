// Svelte is not a dependency: this stands in for 'svelte/elements' only while the declarations are
// compiled (the shipped file imports the consumer's real one). Only what the augmentation uses.
declare module 'svelte/elements' {
  export interface HTMLAttributes<T extends EventTarget> {
    class?: string | null;
    /** The element the attributes are for. */
    'bind:this'?: T | null;
  }
  export interface SvelteHTMLElements {}
}
