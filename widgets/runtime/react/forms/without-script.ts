/**
 * Where a server-rendered form goes when it is submitted before the script has taken it over, or
 * with JavaScript off: a POST, so nothing typed (a password, a token) lands in an address or a
 * log, to a page of the site that says the form needs JavaScript and links back. Once hydrated,
 * the form's own submit handler sends it and this is never used.
 */
export const SUBMIT_WITHOUT_SCRIPT = { method: 'post', action: '/form-not-sent' } as const;
