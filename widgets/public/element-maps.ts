/**
 * Types mapped from the elements' map (widgets/public/elements.ts, written from the definitions):
 * attribute names and values as markup and frameworks set them, and event listeners.
 */
import type { ClinicElements } from './elements.ts';
import type { ClinicEventDetails, ClinicEventName } from './globals.ts';

/** `registerHref` → `register-href`: an attribute's name from its property's. */
export type ClinicAttributeName<P extends string> = P extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${ClinicAttributeName<Rest>}`
  : P;

/** What markup may set an attribute to: a boolean is present or absent, a fixed set of values is one of them, anything else text. */
export type ClinicAttributeValue<S> = S extends { type: 'boolean' } ? boolean : S extends { values: readonly (infer V)[] } ? V : string;

/** An element's attributes by attribute name (`register-href`), each optional. */
export type ClinicAttributesOf<Tag extends keyof ClinicElements> = {
  [P in keyof ClinicElements[Tag]['attributes'] & string as ClinicAttributeName<P>]?: ClinicAttributeValue<ClinicElements[Tag]['attributes'][P]>;
};

/** An element's attributes by property name (`registerHref`), each optional. */
export type ClinicPropertiesOf<Tag extends keyof ClinicElements> = {
  [P in keyof ClinicElements[Tag]['attributes']]?: ClinicAttributeValue<ClinicElements[Tag]['attributes'][P]>;
};

/** A listener of one of the elements' events. */
export type ClinicEventListener<E extends ClinicEventName> = (event: CustomEvent<ClinicEventDetails[E]>) => void;
