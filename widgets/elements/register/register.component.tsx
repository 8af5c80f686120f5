import { lazy, Suspense } from 'react';
import { useHost, usePageValue } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useAuthSubmit } from '../../runtime/react/forms/auth-submit.ts';
import { AccountForm, Banner, Field, PasswordField, TextField, SubmitButton, useFormValues } from '../../runtime/react/forms/fields.tsx';
import { GoogleButton, OrDivider } from '../../runtime/react/forms/google.tsx';
import { CLINIC_TYPES, TEAM_SIZES } from '../../../protocol/choices.ts';
import { useSession } from '../../runtime/react/use-session.ts';
import { BILLING_PERIODS, TRIAL_PLANS } from '../../../protocol/choices.ts';
import type { attributes } from './register.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useLocale, useMessages } from '../../i18n/react.tsx';
import { rich } from '../../i18n/rich.tsx';
import { register } from '../../../protocol/locales/en-IN/register.js';

/** The visual order of the fields: the first invalid one in this order gets focus. */
const ORDER = ['clinicName', 'ownerName', 'email', 'phone', 'password', 'confirmPassword', 'clinicType', 'location', 'teamSize', 'agreeToTerms'] as const;

const EMPTY = {
  clinicName: '',
  ownerName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  clinicType: '',
  location: '',
  teamSize: '',
  agreeToTerms: false,
};

const loadWelcome = () => import('./welcome.tsx');
const Welcome = lazy(loadWelcome);
const PlanChoice = lazy(() => import('./plan-choice.tsx'));

/**
 * The plan a free trial can start on and its billing period (monthly unless annually) from the
 * page's address (`?plan=pro&billing=annually`); null without a plan a trial can start on.
 */
function planOf(search: string): { plan: string; billing: string } | null {
  const params = new URLSearchParams(search);
  const plan = params.get('plan') ?? '';
  const billing = params.get('billing') === BILLING_PERIODS[1] ? BILLING_PERIODS[1] : BILLING_PERIODS[0];
  return (TRIAL_PLANS as readonly string[]).includes(plan) ? { plan, billing } : null;
}

/** The /register free-trial form */
export function Register({ loginHref, termsHref, privacyHref, googleSigninUrl }: ElementProps<typeof attributes>) {
  const { config } = useHost();
  const m = useMessages('register', register);
  const { format } = useLocale();
  const status = useSession((state) => state.status);
  // The plan chosen on /pricing comes in the page's address, which only the browser knows.
  const search = usePageValue(() => location.search, '');
  const { values, change, bind } = useFormValues(EMPTY);
  const { errors, banner, submitting, succeeded, submit, warm } = useAuthSubmit(
    ORDER,
    (rules, form: Record<string, unknown>) => {
      const checked = rules.checkForm(rules.RegisterForm, form, [rules.passwordsMatch, rules.passwordNotPersonal]);
      return checked.ok ? { ok: true, value: rules.toRegisterPayload(checked.value) } : checked;
    },
    (api, payload) => api.register(payload),
  );

  // After registering: the welcome and what to do next; a returning user is simply signed in.
  if (status === 'authenticated' && !submitting)
    return (
      <Suspense fallback={null}>
        <Welcome succeeded={succeeded} email={values.email.trim()} />
      </Suspense>
    );

  const send = () => {
    void loadWelcome();
    const { teamSize, ...rest } = values;
    // The plan chosen on /pricing goes with the registration and is kept with the account.
    const plan = planOf(search) ?? {};
    const form = { ...rest, email: values.email.trim(), ...(teamSize ? { teamSize } : {}), ...plan };
    void submit(form);
  };

  return (
    <AccountForm id="register" heading={m.heading} headingPart="heading" busy={submitting} warm={warm} onSubmit={send}>
      <p className="hint">{m.intro}</p>
      {planOf(search) ? (
        <Suspense fallback={null}>
          <PlanChoice search={search} />
        </Suspense>
      ) : null}
      <Banner>{banner}</Banner>
      <div className="grid">
        <TextField {...bind('clinicName', errors)} required label={m.clinicName} autoComplete="organization" />
        <TextField {...bind('ownerName', errors)} required label={m.ownerName} autoComplete="name" />
        <TextField {...bind('email', errors)} required label={m.email} type="email" autoComplete="email" inputMode="email" />
        <TextField {...bind('phone', errors)} required label={m.phone} type="tel" autoComplete="tel" inputMode="tel" />
        <PasswordField {...bind('password', errors)} label={m.password} hint={m.passwordHint} autoComplete="new-password" required />
        <PasswordField {...bind('confirmPassword', errors)} label={m.confirmPassword} autoComplete="new-password" required />
        <Field name="clinicType" label={m.clinicType} error={errors.clinicType}>
          {(control) => (
            <select className="input" part="input" required value={values.clinicType} onChange={change('clinicType')} {...control}>
              <option value="">{m.clinicTypePlaceholder}</option>
              {CLINIC_TYPES.map((type) => (
                <option key={type} value={type}>
                  {m[`clinicType${type[0]!.toUpperCase()}${type.slice(1)}` as `clinicType${Capitalize<typeof type>}`]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField {...bind('location', errors)} required label={m.location} hint={m.locationHint} autoComplete="address-level2" />
        <Field name="teamSize" label={m.teamSize} error={errors.teamSize}>
          {(control) => (
            <select className="input" part="input" value={values.teamSize} onChange={change('teamSize')} {...control}>
              <option value="">{m.teamSizePlaceholder}</option>
              {TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {format(m.teamSizeOption, { size })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            id="field-agreeToTerms"
            name="agreeToTerms"
            checked={values.agreeToTerms}
            onChange={change('agreeToTerms')}
            aria-invalid={Boolean(errors.agreeToTerms)}
            {...(errors.agreeToTerms ? { 'aria-describedby': 'field-agreeToTerms-error' } : {})}
            required
          />
          <span>{rich(m.agree, { terms: (text) => <a href={termsHref}>{text}</a>, privacy: (text) => <a href={privacyHref}>{text}</a> })}</span>
        </label>
        {errors.agreeToTerms ? (
          <p className="field-error" id="field-agreeToTerms-error">
            {errors.agreeToTerms}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={submitting} label={m.submit} busyLabel={m.submitting} />
      <OrDivider />
      <GoogleButton label={m.google} url={googleSigninUrl || config.googleSignInUrl} />
      <p className="aside">
        {m.haveAccount}{' '}
        <a href={loginHref} part="link">
          {m.signIn}
        </a>
      </p>
    </AccountForm>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(Register, () =>
  Promise.all([import('../../runtime/react/forms/forms.css'), import('./register.styles.css')]),
);
