// page-state: the forms' rules, once fetched.
/**
 * The one submit of every form: the checks before any call, one request at a time (a second press
 * while one is on its way does nothing), the submitting state, the failure banner, the server's
 * field messages on their fields, focus on the first field in error, and the success callback.
 * The rules and the API client are fetched the first time the visitor reaches for the form
 * (`warm`, spread on the form), or at the latest by the first submit.
 */
import { useContext, useRef, useState } from 'react';
import type { CheckResult } from '../../../../protocol/check.ts';
import type { ElementApi } from '../../script/api/element-api.ts';
import { ApiError, NETWORK_MESSAGE, ORIGIN_REFUSED_MESSAGE, errorMessage } from '../../script/api/errors.ts';
import { useApi } from '../use-api.ts';
import { useHost } from '../context.ts';
import { focusFirstError, rootOf } from './focus.ts';
import { LocaleContext, useMessages } from '../../../i18n/react.tsx';
import type { Catalog, Message } from '../../../i18n/types.ts';

/** No English of the error codes is carried: in en-IN the API's own message is shown. */
const NO_CODES = {} as Catalog['errors'];
/** The one shared message a form shows besides the API's: its site is not set up for the API. */
const ORIGIN_REFUSED_ENGLISH = { originRefused: ORIGIN_REFUSED_MESSAGE } as Catalog['common'];

/**
 * What a failed call says to the visitor, in the element's language: refused for the site's origin,
 * that the form is not available here yet; else the text of its error code; else its own message.
 */
export function failureText(error: unknown, fallback: string, codes: Partial<Catalog['errors']>, common: Pick<Catalog['common'], 'originRefused'>): string {
  if (error instanceof ApiError && error.kind === 'origin') return common.originRefused;
  return (error instanceof ApiError && error.code ? codes[error.code as keyof Catalog['errors']] : undefined) ?? errorMessage(error, fallback);
}

/**
 * Each field the API refused, with its message: the words of the element's language for the
 * field's code (`EMAIL_INVALID` → `emailInvalid`) where its catalog has them as plain text, else
 * the API's own message (English, and any message that names a value, such as a length).
 */
export function fieldMessages(error: ApiError, messages: Catalog['validation'] | undefined): Record<string, string> {
  const found = { ...error.fields };
  if (!messages) return found;
  for (const [field, code] of Object.entries(error.fieldCodes)) {
    const own = (messages as Record<string, Message | undefined>)[code.toLowerCase().replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase())];
    if (field in found && typeof own === 'string') found[field] = own;
  }
  return found;
}

/** The element's words for a call refused for its site's origin. */
export function useOriginRefused(): Pick<Catalog['common'], 'originRefused'> {
  return useMessages('common', ORIGIN_REFUSED_ENGLISH);
}

/**
 * The rules writing their messages in `catalog`'s language: the checks' field messages and the
 * reset form's problem (in en-IN, the rules as they are).
 */
function inLanguage(loaded: FormRules, catalog: Catalog | null, locale: string): FormRules {
  if (!catalog) return loaded;
  const { validation: messages } = catalog;
  return {
    ...loaded,
    checkForm: (struct, value, crossChecks, options = {}) => loaded.checkForm(struct, value, crossChecks, { ...options, messages, locale }),
    resetFormProblem: (password, confirmPassword) => {
      const problem = loaded.resetFormKeyedProblem(password, confirmPassword);
      return problem && loaded.problemText(problem, messages);
    },
  };
}

/** The forms' rules module (rules.ts). */
export type FormRules = typeof import('./rules.ts');

let rules: Promise<FormRules> | null = null;
/** The rules once their chunk has arrived. */
let rulesHere: FormRules | null = null;

/** The rules' chunk, fetched once per page. */
export function loadRules(): Promise<FormRules> {
  rules ??= import('./rules.ts')
    .then((module) => (rulesHere = module))
    .catch((error: unknown) => {
      // Not fetched (offline, a new release): the next submit tries again.
      rules = null;
      throw error;
    });
  return rules;
}

export interface FormSubmitOptions<V, C, R> {
  /** The fields in the form's visual order: the first one in error gets focus. */
  order: readonly string[];
  /** The checks before any call, with the rules. */
  check: (rules: FormRules, values: V) => CheckResult<C>;
  /** The call, through the element's API. */
  send: (api: ElementApi, value: C) => Promise<R>;
  /** The banner's text when a failure has no message of its own. */
  fallback: string;
  /** After success; return 'leaving' when the page is going elsewhere, so the form stays busy until it has. */
  succeeded?: (result: R, value: C) => unknown;
  /** After a failed call (the banner and field messages are already shown). */
  failed?: (error: unknown, value: C) => void;
  /** Focuses a field by name, for a form whose fields are not the shared Field (default: by its field id). */
  focus?: (name: string) => void;
}

export interface FormSubmit<V> {
  errors: Record<string, string>;
  banner: string;
  submitting: boolean;
  submit(values: V): Promise<void>;
  /** Clears the banner and the field messages (a form started over). */
  reset(): void;
  /** Spread on the form: the first focus or pointer in it fetches the rules and the client. */
  warm: { onFocus: () => void; onPointerEnter: () => void };
}

export function useFormSubmit<V, C, R>(options: FormSubmitOptions<V, C, R>): FormSubmit<V> {
  const api = useApi();
  const { host } = useHost();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { language, catalog } = useContext(LocaleContext);
  // An error code the element's language knows is shown in its words (a partner's too); else the API's message.
  const codes = useMessages('errors', NO_CODES);
  const common = useOriginRefused();
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const { order, focus } = latest.current;
    if (!focus) return focusFirstError(rootOf(host), found, order);
    const first = order.find((name) => found[name]);
    if (first) focus(first);
  };

  const submit = async (values: V) => {
    // Set before the rules are fetched: a second press meanwhile is the same submit.
    if (inFlight.current) return;
    inFlight.current = true;
    setBanner('');
    const { check, send, succeeded, failed, fallback } = latest.current;
    // The button says it is busy at once when the rules must still be fetched.
    if (!rulesHere) setSubmitting(true);
    let loaded: FormRules;
    try {
      loaded = await loadRules();
    } catch {
      inFlight.current = false;
      setSubmitting(false);
      setBanner(codes.NETWORK_ERROR ?? NETWORK_MESSAGE);
      return;
    }
    const checked = check(inLanguage(loaded, catalog, language), values);
    if (!checked.ok) {
      inFlight.current = false;
      setSubmitting(false);
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await send(api, checked.value);
      if (succeeded?.(result, checked.value) === 'leaving') return;
    } catch (error) {
      setBanner(failureText(error, fallback, codes, common));
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(fieldMessages(error, catalog?.validation));
      failed?.(error, checked.value);
    }
    inFlight.current = false;
    setSubmitting(false);
  };

  const warm = () => {
    void loadRules();
    api.warm();
  };

  return {
    errors,
    banner,
    submitting,
    submit,
    reset: () => {
      setErrors({});
      setBanner('');
    },
    warm: { onFocus: warm, onPointerEnter: warm },
  };
}
