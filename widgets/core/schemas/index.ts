/** Every form and payload of SPEC.md §3 with the messages of §5: shared by the widgets and the server. */
export * from './fields.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './responses.ts';
export * from './check.ts';
