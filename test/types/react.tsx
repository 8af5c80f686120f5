// Type test: React 19 JSX using the shipped declarations (dist/clinic-widgets.react.d.ts).
import type { ClinicSignInElement } from '../../dist/clinic-widgets';

export function AccountBox() {
  const ref = { current: null as ClinicSignInElement | null };
  return (
    <div>
      <clinic-sign-in ref={ref} register-href="/trial" api-base="https://api.example.in" onclinic-signed-in={(event) => console.log(event.detail.user.name)} />
      <clinic-session-status login-href="/login" onclinic-signed-out={() => console.log('bye')} />
      {/* React's own HTML attributes: style, events, title, focus order, language, direction, part. */}
      <clinic-pricing
        style={{ maxWidth: 960, margin: '0 auto' }}
        className="plans"
        class="plans"
        onClick={(event) => event.currentTarget.billing}
        title="Plans"
        tabIndex={-1}
        lang="en-IN"
        dir="ltr"
        part="pricing"
        data-theme="dark"
        signupHref="/trial"
        billing="annually"
        onclinic-billing-change={(event) => console.log(event.detail.billing.toUpperCase())}
      />
      {/* @ts-expect-error: register-href takes a string */}
      <clinic-sign-in register-href={42} />
      {/* @ts-expect-error: the event detail has no email of its own */}
      <clinic-sign-in onclinic-signed-in={(event) => event.detail.email} />
      {/* @ts-expect-error: billing is monthly or annually */}
      <clinic-pricing billing="weekly" />
      {/* @ts-expect-error: a misspelt property is refused */}
      <clinic-pricing signupHerf="/trial" />
    </div>
  );
}
