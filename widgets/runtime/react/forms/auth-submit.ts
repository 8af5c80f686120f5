import { useState } from 'react';
import type { AuthResult } from '../../../../protocol/responses.ts';
import type { CheckResult } from '../../../../protocol/check.ts';
import type { ElementApi } from '../../script/api/element-api.ts';
import { useHost, useWidgets } from '../context.ts';
import { useFormSubmit, type FormRules, type FormSubmit } from './use-form-submit.ts';

/**
 * The submit of the sign-in and registration forms: useFormSubmit, with the session service
 * storing the session and firing its event from the form's element, then the hand-off to the application when one is set (the
 * form stays busy while the browser leaves).
 */
export function useAuthSubmit<V, C>(
  order: readonly string[],
  check: (rules: FormRules, values: V) => CheckResult<C>,
  send: (api: ElementApi, value: C) => Promise<AuthResult>,
): FormSubmit<V> & { succeeded: boolean } {
  const { navigate } = useWidgets();
  const { config } = useHost();
  const [succeeded, setSucceeded] = useState(false);
  const form = useFormSubmit<V, C, AuthResult>({
    order,
    check,
    send,
    fallback: (rules) => rules.SIGN_IN_FALLBACK,
    // The session service has fired clinic-signed-in or clinic-registered from this element.
    succeeded: (result, _value, rules) => {
      setSucceeded(true);
      if (!config.appUrl) return;
      navigate(rules.handoffUrl(config.appUrl, result));
      return 'leaving';
    },
  });
  return { ...form, succeeded };
}
