/** Fills `<clinic-register>` with a complete, valid registration, agrees to the terms and submits it. */
import { find, shadow, submit, type } from './page.ts';

export const completeRegistration: Readonly<Record<string, string>> = {
  clinicName: 'Smile Dental',
  ownerName: 'Ravi Kumar',
  email: 'ravi@smiledental.in',
  phone: '+91 98450 11111',
  password: 'toothfairy',
  confirmPassword: 'toothfairy',
  clinicType: 'dental',
  location: 'Pune, Maharashtra',
};

export async function registerViaForm(el: Element, values: Readonly<Record<string, string>> = completeRegistration): Promise<void> {
  await find(el, 'form');
  for (const [name, value] of Object.entries(values)) type(await find<HTMLInputElement>(el, `#field-${name}`), value);
  const box = shadow(el).querySelector<HTMLInputElement>('#field-agreeToTerms')!;
  if (!box.checked) box.click();
  submit(el);
}
