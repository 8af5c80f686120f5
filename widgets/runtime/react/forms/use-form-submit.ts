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
import { useHost, useWidgets } from '../context.ts';
import { focusFirstError, rootOf } from './focus.ts';
import { LocaleContext, useMessages } from '../../../i18n/react.tsx';
import type { Catalog } from '../../../i18n/types.ts';
import { common as commonEnglish } from '../../../../protocol/locales/en-IN/common.js';

/** No English of the error codes is carried: in en-IN the API's own message is shown. */
const NO_CODES = {} as Catalog['errors'];

/** The element's shared words: a call refused for its site's origin, a chunk that could not be fetched. */
export function useOriginRefused(): Pick<Catalog['common'], 'originRefused' | 'loadFailed'> {
  return useMessages('common', commonEnglish);
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

/** The forms' rules module (rules.ts): the checks, the element's API and the words of a failure. */
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
  /** The banner's text when a failure has no message of its own (or where in the rules' chunk it is). */
  fallback: string | ((rules: FormRules) => string);
  /** After success, with the rules' chunk; return 'leaving' when the page is going elsewhere, so the form stays busy until it has. */
  succeeded?: (result: R, value: C, rules: FormRules) => unknown;
  /** After a failed call (the banner and field messages are already shown), with the rules' chunk. */
  failed?: (error: unknown, value: C, rules: FormRules) => void;
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
  const page = useWidgets();
  const { config, host } = useHost();
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
      setBanner(codes.NETWORK_ERROR ?? common.loadFailed);
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
      const result = await send(loaded.elementApi(page, config.apiBase, host), checked.value);
      if (succeeded?.(result, checked.value, loaded) === 'leaving') return;
    } catch (error) {
      setBanner(loaded.failureText(error, typeof fallback === 'string' ? fallback : fallback(loaded), codes, common));
      const refused = loaded.fieldMessages(error, catalog?.validation);
      if (Object.keys(refused).length > 0) showErrors(refused);
      failed?.(error, checked.value, loaded);
    }
    inFlight.current = false;
    setSubmitting(false);
  };

  const warm = () => {
    void loadRules();
    void page.apiClient();
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
