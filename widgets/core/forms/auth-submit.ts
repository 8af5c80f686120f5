import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../api/errors.ts';
import { useHost, useWidgets } from '../element/context.ts';
import { emit } from '../element/emit.ts';
import type { AuthResult, CheckResult } from '../../../protocol/index.ts';
import { focusFirstError, rootOf } from './focus.ts';
import { handoffUrl } from './handoff.ts';

/** what sign-in and registration failures show when the error has no message. */
const FALLBACK = 'Invalid email or password';

/**
 * The shared submit of the sign-in and registration forms: the checks before any call,
 * one request at a time, the loading state, storing the session, the event, the hand-off to the
 * application, and the failure banner with the server's field messages on their fields.
 */
export function useAuthSubmit(event: 'clinic-signed-in' | 'clinic-registered', order: readonly string[]) {
  const { session, navigate } = useWidgets();
  const { host, config } = useHost();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const inFlight = useRef(false);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    focusFirstError(rootOf(host), found, order);
  };

  async function submit<T>(checked: CheckResult<T>, send: (value: T) => Promise<AuthResult>): Promise<void> {
    if (inFlight.current) return;
    setBanner('');
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSubmitting(true);
    session.getState().startLoading();
    try {
      const result = await send(checked.value);
      session.getState().signIn(result);
      setSucceeded(true);
      emit(host, event, { user: result.user });
      if (config.appUrl) {
        navigate(handoffUrl(config.appUrl, result));
        return;
      }
    } catch (error) {
      const message = errorMessage(error, FALLBACK);
      session.getState().fail(message);
      setBanner(message);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
    }
    inFlight.current = false;
    setSubmitting(false);
  }

  return { errors, banner, submitting, succeeded, submit };
}
