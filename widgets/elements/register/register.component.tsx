import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useAuthSubmit } from '../../runtime/react/forms/auth-submit.ts';
import { AccountForm, Banner, Field, PasswordField, TextField, SubmitButton, useFormValues } from '../../runtime/react/forms/fields.tsx';
import { GoogleButton, SignedInPanel } from '../../runtime/react/forms/signed-in.tsx';
import { CLINIC_TYPES, TEAM_SIZES } from '../../../protocol/choices.ts';
import { useSession } from '../../runtime/react/use-session.ts';
import { usePageValue } from '../../runtime/react/page-value.ts';
import { NextSteps, PlanChoice, TrialPlan, chosenPlan } from './next-steps.tsx';
import type { attributes } from './register.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

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

/** The /register free-trial form */
export function Register({ loginHref, termsHref, privacyHref, googleSigninUrl }: ElementProps<typeof attributes>) {
  const { config } = useHost();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
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
      <SignedInPanel heading={succeeded ? 'Your free trial has started' : "You're signed in"} focus={succeeded}>
        {succeeded ? <TrialPlan plan={user?.plan} billing={user?.billing} /> : null}
        {succeeded ? <p>We've sent a welcome email with these links to {values.email.trim()}.</p> : null}
        <NextSteps />
      </SignedInPanel>
    );

  const send = () => {
    const { teamSize, ...rest } = values;
    // The plan chosen on /pricing goes with the registration and is kept with the account.
    const chosen = chosenPlan(search);
    const plan = chosen ? { plan: chosen.plan.id, billing: chosen.billing } : {};
    const form = { ...rest, email: values.email.trim(), ...(teamSize ? { teamSize } : {}), ...plan };
    void submit(form);
  };

  return (
    <AccountForm id="register" heading="Create your clinic account" headingPart="heading" busy={submitting} warm={warm} onSubmit={send}>
      <p className="hint">No credit card required. Fields marked * are required.</p>
      <PlanChoice search={search} />
      <Banner>{banner}</Banner>
      <div className="grid">
        <TextField {...bind('clinicName', errors)} required label="Clinic name *" autoComplete="organization" />
        <TextField {...bind('ownerName', errors)} required label="Owner name *" autoComplete="name" />
        <TextField {...bind('email', errors)} required label="Email address *" type="email" autoComplete="email" inputMode="email" />
        <TextField {...bind('phone', errors)} required label="Phone number *" type="tel" autoComplete="tel" inputMode="tel" />
        <PasswordField
          {...bind('password', errors)}
          label="Password *"
          hint="At least 8 characters, not your name, clinic name or email."
          autoComplete="new-password"
          required
        />
        <PasswordField {...bind('confirmPassword', errors)} label="Confirm password *" autoComplete="new-password" required />
        <Field name="clinicType" label="Clinic type *" error={errors.clinicType}>
          {(control) => (
            <select className="input" part="input" required value={values.clinicType} onChange={change('clinicType')} {...control}>
              <option value="">Select your clinic type</option>
              {CLINIC_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type[0]!.toUpperCase() + type.slice(1)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField {...bind('location', errors)} required label="Location *" hint="City and state" autoComplete="address-level2" />
        <Field name="teamSize" label="Team size (optional)" error={errors.teamSize}>
          {(control) => (
            <select className="input" part="input" value={values.teamSize} onChange={change('teamSize')} {...control}>
              <option value="">Select team size</option>
              {TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} people
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
          <span>
            I agree to the <a href={termsHref}>Terms of Service</a> and <a href={privacyHref}>Privacy Policy</a> *
          </span>
        </label>
        {errors.agreeToTerms ? (
          <p className="field-error" id="field-agreeToTerms-error">
            {errors.agreeToTerms}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={submitting} label="Start Free Trial" busyLabel="Creating your account..." />
      <p className="divider">or</p>
      <GoogleButton label="Sign up with Google" url={googleSigninUrl || config.googleSignInUrl} />
      <p className="aside">
        Already have an account?{' '}
        <a href={loginHref} part="link">
          Sign in
        </a>
      </p>
    </AccountForm>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(Register, () =>
  Promise.all([import('../../runtime/react/forms/forms.css'), import('./register.styles.css')]),
);
