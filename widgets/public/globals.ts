/**
 * The package's public types other than the elements: the user, the session, the options and the
 * one global. They are the shipped declarations' source (dist/clinic-widgets.d.ts is emitted from
 * this folder), so each is a plain type a consumer can read without the package's dependencies.
 */
import type { ClinicEventMapOf } from '../../protocol/events.ts';
import type { ClinicUser, User } from '../../protocol/user.ts';
import type { ConfigOptions, WidgetConfig } from '../runtime/script/config/config.ts';

export type { ClinicUser } from '../../protocol/user.ts';
/** A message's key for `configure({ messages })`, e.g. `signIn.submit`; `ClinicMessages` is that option's shape. */
export type { MessageKey as ClinicMessageKey, MessageOverrides as ClinicMessages } from '../i18n/types.ts';
import type { MessageMap as ClinicMessageMap } from '../i18n/types.ts';
/** One language's messages by key, as `registerLanguage` takes them. */
export type { ClinicMessageMap };
/** The languages the elements speak. */
export type { Language as ClinicLanguage } from '../../protocol/languages.ts';

/**
 * The session as `ClinicWidgets.session.getState()` gives it. On a page of the API's own origin the
 * refresh token is in the API's HttpOnly cookie, so `refreshToken` is null there while signed in.
 */
export interface ClinicSessionState {
  status: 'unauthenticated' | 'loading' | 'authenticated';
  user: ClinicUser | null;
  token: string | null;
  refreshToken: string | null;
  error: string | null;
}

/** Options of `ClinicWidgets.configure()` and `window.ClinicWidgetsConfig`: any of the page's settings. */
export type ClinicWidgetsOptions = ConfigOptions;

/** The presets of an element's `data-theme` attribute: `light` (the default), `dark`, or `auto` (the visitor's system). */
export type ClinicTheme = 'light' | 'dark' | 'auto';

/** What a signed-in or registered account gives back: the user and its tokens (the refresh token is absent where the API keeps it in its cookie). */
export interface ClinicAuthResult {
  token: string;
  refreshToken?: string;
  user: ClinicUser;
}

/** The one global the bundle adds: `window.ClinicWidgets`. */
export interface ClinicWidgetsGlobal {
  readonly version: string;
  /** Sets options for every element on the page; gives the whole configuration in force. */
  configure(options: ClinicWidgetsOptions): WidgetConfig;
  /**
   * Adds a language the elements do not ship (`registerLanguage('pa-IN', { 'signIn.submit': 'ਸਾਈਨ ਇਨ ਕਰੋ' })`):
   * elements whose `lang` names it show its messages, English for each key it lacks.
   */
  registerLanguage(tag: string, messages: ClinicMessageMap): void;
  /** The session and its actions: sign in, register and sign out without any element. */
  readonly session: {
    getState(): ClinicSessionState;
    subscribe(listener: (state: ClinicSessionState, previous: ClinicSessionState) => void): () => void;
    signIn(credentials: { email: string; password: string; rememberMe?: boolean }): Promise<ClinicAuthResult>;
    register(form: Record<string, unknown>): Promise<ClinicAuthResult>;
    signOut(): Promise<void>;
  };
}

/** The detail of each event the elements fire (bubbling, composed CustomEvents). */
export interface ClinicEventDetails extends ClinicEventMapOf<ClinicUser> {}

/** The name of each event the elements fire. */
export type ClinicEventName = keyof ClinicEventDetails;

/** The public user is one the code accepts: this fails to compile if they drift apart. */
type Holds<T extends true> = T;
// biome-ignore lint/correctness/noUnusedVariables: the check is that this alias compiles.
type UserIsAccepted = Holds<ClinicUser extends User ? true : false>;
