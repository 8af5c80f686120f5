/**
 * What a form element's code fetches on the visitor's first action: the forms' rules and the API
 * client. Its definition names it (`uses`), so both are asked for together with the form's code
 * as soon as the visitor reaches for the form, not one after the other once it is sent.
 */
export const formUses = (): Promise<unknown>[] => [import('../../react/forms/rules.ts'), import('../page-client.ts')];
