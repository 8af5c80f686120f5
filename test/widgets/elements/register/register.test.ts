import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../../widgets/elements/register/register.element.ts';
import { bannerText, fieldError, find, held, json, shadow, stubPage, submit, type } from '../../../support/page.ts';
import { completeRegistration } from '../../../support/register-form.ts';

const user = { id: 'u9', name: 'Ravi Kumar', email: 'ravi@smiledental.in', role: 'owner', avatar: null, clinicName: 'Smile Dental' };
const created = () => json(201, { user, token: 'access-9', refreshToken: 'refresh-9' });

const complete: Record<string, string> = { ...completeRegistration };

async function form() {
  const el = await fixture('<clinic-register></clinic-register>');
  await find(el, 'form');
  return el;
}

async function fill(el: Element, values: Record<string, string>, agree = true) {
  for (const [name, value] of Object.entries(values)) type(await find<HTMLInputElement>(el, `#field-${name}`), value);
  const box = shadow(el).querySelector<HTMLInputElement>('#field-agreeToTerms')!;
  if (box.checked !== agree) box.click();
}

describe('clinic-register', () => {
  it("refuses a password made from the owner's or the clinic's name before calling, saying why", async () => {
    const { calls } = stubPage({ '/api/auth/register': [created()] });
    const el = await form();
    await fill(el, { ...complete, password: 'Smile Dental 1', confirmPassword: 'Smile Dental 1' });
    submit(el);
    await waitUntil(() => fieldError(el, 'password'));
    expect(fieldError(el, 'password')).to.equal("This password is too easy to guess: it is made from your name, your clinic's name or your email address");
    expect(calls.length).to.equal(0);
  });

  it('shows the field message for a phone number outside the Indian numbering plan, keeps the values and calls nothing', async () => {
    const { calls } = stubPage({ '/api/auth/register': [created()] });
    const el = await form();
    await fill(el, { ...complete, phone: '1234567890' });
    submit(el);
    await waitUntil(() => fieldError(el, 'phone'));
    expect(fieldError(el, 'phone')).to.equal('Please enter a valid Indian phone number: a 10-digit mobile, or a landline with its STD code (022 2345 6789)');
    expect(shadow(el).querySelector<HTMLInputElement>('#field-phone')!.value).to.equal('1234567890');
    expect(shadow(el).querySelector<HTMLInputElement>('#field-phone')!.getAttribute('aria-invalid')).to.equal('true');
    expect(calls.length).to.equal(0);
    type(shadow(el).querySelector<HTMLInputElement>('#field-phone')!, '022 2345 6789');
    submit(el);
    await waitUntil(() => calls.length === 1);
    expect(calls[0]!.body.phone).to.equal('022 2345 6789');
  });

  it('has every field with its choices, autocomplete values and links', async () => {
    stubPage();
    const el = await form();
    const auto = (name: string) => shadow(el).querySelector<HTMLInputElement>(`#field-${name}`)!.getAttribute('autocomplete');
    expect([auto('clinicName'), auto('ownerName'), auto('email'), auto('phone'), auto('password'), auto('confirmPassword')]).to.deep.equal([
      'organization',
      'name',
      'email',
      'tel',
      'new-password',
      'new-password',
    ]);
    const options = (name: string) => [...shadow(el).querySelectorAll(`#field-${name} option`)].map((o) => (o as HTMLOptionElement).value).filter(Boolean);
    expect(options('clinicType')).to.deep.equal(['aesthetic', 'dermatology', 'wellness', 'dental', 'physiotherapy', 'other']);
    expect(options('teamSize')).to.deep.equal(['1-5', '6-15', '16-50', '50+']);
    const hrefs = [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include.members(['/terms', '/privacy', '/login']);
    expect(shadow(el).textContent).to.contain('Sign up with Google');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('marks every required field when sent empty, focuses the first and calls nothing', async () => {
    const { calls } = stubPage({ '/api/auth/register': [created()] });
    const el = await form();
    submit(el);
    await waitUntil(() => fieldError(el, 'clinicName'));
    expect({
      clinicName: fieldError(el, 'clinicName'),
      ownerName: fieldError(el, 'ownerName'),
      email: fieldError(el, 'email'),
      phone: fieldError(el, 'phone'),
      password: fieldError(el, 'password'),
      confirmPassword: fieldError(el, 'confirmPassword'),
      clinicType: fieldError(el, 'clinicType'),
      location: fieldError(el, 'location'),
      agreeToTerms: fieldError(el, 'agreeToTerms'),
      teamSize: fieldError(el, 'teamSize'),
    }).to.deep.equal({
      clinicName: 'Clinic name is required',
      ownerName: 'Owner name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Please confirm your password',
      clinicType: 'Please select your clinic type',
      location: 'Location is required',
      agreeToTerms: 'You must agree to the Terms of Service and Privacy Policy',
      teamSize: '',
    });
    expect(shadow(el).activeElement?.id).to.equal('field-clinicName');
    expect(calls.length).to.equal(0);
    await expect(el).shadowDom.to.be.accessible();
  });

  it("shows 'Passwords do not match' and 'Password must be at least 8 characters long'", async () => {
    const { calls } = stubPage();
    const el = await form();
    await fill(el, { ...complete, confirmPassword: 'toothfairy!' });
    submit(el);
    await waitUntil(() => fieldError(el, 'confirmPassword'));
    expect(fieldError(el, 'confirmPassword')).to.equal('Passwords do not match');
    await fill(el, { password: 'short', confirmPassword: 'short' });
    submit(el);
    await waitUntil(() => fieldError(el, 'password') === 'Password must be at least 8 characters long');
    expect(fieldError(el, 'confirmPassword')).to.equal('');
    expect(calls.length).to.equal(0);
  });

  it('sends the form with both key spellings once, signs in and fires clinic-registered', async () => {
    const reply = held(created);
    const { calls, page } = stubPage({ '/api/auth/register': [reply.promise] });
    const el = await form();
    await fill(el, { ...complete, teamSize: '6-15' });
    submit(el);
    const button = shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitUntil(() => button.disabled);
    expect(button.textContent).to.equal('Creating your account...');
    shadow(el).querySelector('form')!.requestSubmit();
    const registered = oneEvent(el, 'clinic-registered');
    reply.release();
    expect(((await registered) as CustomEvent).detail).to.deep.equal({ user });
    expect(calls.length).to.equal(1);
    expect(calls[0]!.body).to.deep.equal({
      ...complete,
      teamSize: '6-15',
      agreeToTerms: true,
      clinic_name: 'Smile Dental',
      owner_name: 'Ravi Kumar',
      phone: '+91 98450 11111',
      clinic_type: 'dental',
      location: 'Pune, Maharashtra',
      team_size: '6-15',
      agree_to_terms: true,
    });
    expect(page.session.getState().status).to.equal('authenticated');
    await waitUntil(() => shadow(el).textContent!.includes('Your free trial has started'));
    // The welcome names the e-mail just sent and what to do next.
    expect(shadow(el).textContent).to.contain(`We've sent a welcome email with these links to ${complete.email}.`);
    const links = [...shadow(el).querySelectorAll('.next-steps a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Set up your clinic with the getting started guide', '/handbook#getting-started'],
      ['Find answers in the help centre', '/support'],
      ['Talk to our team', '/contact'],
    ]);
    await expect(el).shadowDom.to.be.accessible();
  });

  it("greets a user who was already signed in with 'You're signed in' and the next steps, not a new trial", async () => {
    const { page } = stubPage();
    page.session.getState().signIn({ user, token: 't', refreshToken: 'r' });
    const el = await fixture(`<clinic-register api-base="https://www.clinicplatform.in/"></clinic-register>`);
    await waitUntil(() => shadow(el).querySelector('h2')?.textContent === "You're signed in");
    expect(shadow(el).textContent).not.to.contain('Your free trial has started');
    expect(shadow(el).textContent).not.to.contain('welcome email');
    // Embedded on another site, the links lead to ours (beside the API).
    expect([...shadow(el).querySelectorAll('.next-steps a')].map((a) => a.getAttribute('href'))).to.deep.equal([
      'https://www.clinicplatform.in/handbook#getting-started',
      'https://www.clinicplatform.in/support',
      'https://www.clinicplatform.in/contact',
    ]);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('names the plan of ?plan=&billing= above the form; an unknown or sales-only plan shows nothing', async () => {
    stubPage();
    const cases: [string, string | null][] = [
      ['?plan=pro&billing=annually', 'Plan: Pro, billed annually (₹72,000 a year + 18% GST) Change plan'],
      ['?plan=basic', 'Plan: Basic, billed monthly (₹3,000 a month + 18% GST) Change plan'],
      ['?plan=enterprise&billing=annually', null],
      ['?plan=pro%22%3E%3Cimg%20src%3Dx%3E', null],
    ];
    try {
      for (const [search, expected] of cases) {
        history.replaceState(null, '', `${location.pathname}${search}`);
        const el = await form();
        // The line's code is fetched only when the address names a plan a trial can start on.
        if (expected) await waitUntil(() => shadow(el).querySelector('.plan-choice'), `${search}: the plan line`);
        const line = shadow(el).querySelector('.plan-choice');
        expect(line?.textContent?.replace(/\s+/g, ' ').trim() ?? null, search).to.equal(expected);
        expect(shadow(el).querySelector('img')).to.equal(null);
      }
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it('sends the plan chosen on /pricing with the registration and names it in the welcome', async () => {
    const withPlan = { ...user, plan: 'pro', billing: 'annually' };
    const { calls } = stubPage({ '/api/auth/register': [json(201, { user: withPlan, token: 'access-9', refreshToken: 'refresh-9' })] });
    history.replaceState(null, '', `${location.pathname}?plan=pro&billing=annually`);
    try {
      const el = await form();
      await fill(el, complete);
      submit(el);
      await waitUntil(() => shadow(el).textContent!.includes('Your free trial has started'));
      expect(calls[0]!.body.plan).to.equal('pro');
      expect(calls[0]!.body.billing).to.equal('annually');
      // The plan is named as the account holds it, from the answer's user.
      const line = shadow(el).querySelector('[part="plan"]');
      expect(line?.textContent?.replace(/\s+/g, ' ').trim()).to.equal(
        'Plan: Pro, billed annually (₹72,000 a year + 18% GST). Nothing is charged during the trial.',
      );
      await expect(el).shadowDom.to.be.accessible();
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it('sends no plan without one chosen, and names none in the welcome', async () => {
    const { calls } = stubPage({ '/api/auth/register': [created()] });
    const el = await form();
    await fill(el, complete);
    submit(el);
    await waitUntil(() => shadow(el).textContent!.includes('Your free trial has started'));
    expect('plan' in calls[0]!.body).to.equal(false);
    expect(shadow(el).textContent).not.to.contain('Plan:');
  });

  it("shows 'Email already exists' in the banner, keeping every value", async () => {
    stubPage({ '/api/auth/register': [json(409, {})] });
    const el = await form();
    await fill(el, complete);
    submit(el);
    await waitUntil(() => bannerText(el));
    expect(bannerText(el)).to.equal('Email already exists');
    for (const [name, value] of Object.entries(complete)) {
      expect(shadow(el).querySelector<HTMLInputElement>(`#field-${name}`)!.value, name).to.equal(value);
    }
    expect(shadow(el).querySelector<HTMLInputElement>('#field-agreeToTerms')!.checked).to.equal(true);
  });

  it("puts the server's field messages on their fields", async () => {
    stubPage({
      '/api/auth/register': [
        json(400, { message: 'Invalid input data', fields: { password: 'This password is too common. Please choose a less predictable one.' } }),
      ],
    });
    const el = await form();
    await fill(el, { ...complete, password: 'password1', confirmPassword: 'password1' });
    submit(el);
    await waitUntil(() => fieldError(el, 'password'));
    expect(fieldError(el, 'password')).to.equal('This password is too common. Please choose a less predictable one.');
    expect(bannerText(el)).to.equal('Invalid input data');
    expect(shadow(el).activeElement?.id).to.equal('field-password');
  });

  it('shows the network message when the server cannot be reached', async () => {
    stubPage({ '/api/auth/register': [() => Promise.reject(new TypeError('Failed to fetch'))] });
    const el = await form();
    await fill(el, complete);
    submit(el);
    await waitUntil(() => bannerText(el));
    expect(bannerText(el)).to.equal('Network error. Please check your connection.');
    await expect(el).shadowDom.to.be.accessible();
  });
});
