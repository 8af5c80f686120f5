// Type test: a plain TypeScript page using the shipped declarations (dist/clinic-widgets.d.ts).
import { configure, type ClinicUser } from '../../dist/clinic-widgets';

const signIn = document.createElement('clinic-sign-in');
signIn.registerHref = '/trial';
const email: string | undefined = signIn.forgotHref;

document.addEventListener('clinic-signed-in', (event) => {
  const user: ClinicUser = event.detail.user;
  console.log(user.email.toLowerCase(), email);
});
document.addEventListener('clinic-reset-link-sent', (event) => event.detail.email.trim());

const status = document.querySelector('clinic-session-status');
if (status) status.loginHref = '/login';

const state = window.ClinicWidgets?.session.getState();
if (state?.status === 'authenticated') console.log(state.user?.name);
window.ClinicWidgets?.configure({ apiBase: 'https://api.example.in' });
// The module's own export takes the same options; without a DOM it gives undefined.
const apiBase: string | undefined = configure({ appUrl: 'https://app.example.in' })?.apiBase;
console.log(apiBase);

// @ts-expect-error: a property no element has
signIn.notAnAttribute = 'x';
// @ts-expect-error: the detail of clinic-signed-in has no email of its own
document.addEventListener('clinic-signed-in', (event) => event.detail.email);
