// Type test: React 19 JSX using the shipped declarations (dist/clinic-widgets.react.d.ts).
import type { ClinicSignInElement } from '../../dist/clinic-widgets';

export function AccountBox() {
  const ref = { current: null as ClinicSignInElement | null };
  return (
    <div>
      <clinic-sign-in
        ref={ref}
        register-href="/trial"
        api-base="https://api.example.in"
        onclinic-signed-in={(event) => console.log(event.detail.user.name)}
      />
      <clinic-session-status login-href="/login" onclinic-signed-out={() => console.log('bye')} />
      {/* @ts-expect-error: register-href takes a string */}
      <clinic-sign-in register-href={42} />
      {/* @ts-expect-error: the event detail has no email of its own */}
      <clinic-sign-in onclinic-signed-in={(event) => event.detail.email} />
    </div>
  );
}
