/**
 * The protocol between the widgets and the server: every request and answer as a superstruct
 * struct with its field rules and messages, the user record, the events the elements fire and the
 * browser-storage keys. No DOM and no Node: the browser bundle and the server import it alike.
 */
export * from './fields.ts';
export * from './auth.ts';
export { resetPasswordKeyedProblem, RESET_PASSWORD_RULES, type PasswordRule } from './password.ts';
export * from './contact.ts';
export * from './user.ts';
export * from './stored-session.ts';
export * from './responses.ts';
export * from './check.ts';
export * from './problems.ts';
export * from './events.ts';
export * from './storage.ts';
