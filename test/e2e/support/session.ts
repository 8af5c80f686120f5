/** End-to-end helpers for signed-in visits: a real account made through the API, its session stored in the browser. */
import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueEmail } from './data.ts';

export const PASSWORD = 'Clinic-Start-2025';

/** The session the elements keep in localStorage: the user with both tokens. */
export interface StoredSession {
  id: string;
  name: string;
  email: string;
  role: string;
  token: string;
  refreshToken: string;
  [key: string]: unknown;
}

/** Registers a real account through the API; returns its e-mail. */
export async function createAccount(request: APIRequestContext, label: string, ownerName = 'Dr. Asha Raghunathan'): Promise<string> {
  const email = uniqueEmail(label);
  const response = await apiPost(request, '/api/auth/register', {
    clinicName: 'Lotus Skin & Laser',
    ownerName,
    email,
    phone: '+91 98111 22334',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    clinicType: 'dermatology',
    location: 'Pune',
    agreeToTerms: true,
  });
  if (response.status() !== 201) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  return email;
}

/** Signs in through the API (a new session each time) and returns what the browser would store. */
export async function signInSession(request: APIRequestContext, email: string, base = ''): Promise<StoredSession> {
  const response = await apiPost(request, `${base}/api/auth/login`, { email, password: PASSWORD });
  if (response.status() !== 200) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
  const { user, token, refreshToken } = await response.json();
  return { ...user, id: String(user.id), token, refreshToken };
}

/** A state-changing API call as the site's client makes it: a JSON body, no cookies involved. */
export async function apiPost(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { data });
}

/** Stores the session before any page script runs, as a returning visitor's browser holds it. */
export async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('e2e.stored') === '1') return;
    sessionStorage.setItem('e2e.stored', '1');
    localStorage.setItem('clinic.session', JSON.stringify(saved));
    localStorage.setItem('clinic.token', saved.token);
    localStorage.setItem('clinic.refreshToken', saved.refreshToken);
  }, session);
}

/** The clinic the registration form is filled with, unless a test names its own. */
export interface ClinicDetails {
  clinicName: string;
  ownerName: string;
  clinicType: string;
  location: string;
}

/** Fills every required field of the /register form shown on the page (the terms box is left to the test). */
export async function fillRegistration(page: Page, email: string, clinic: ClinicDetails): Promise<void> {
  const form = page.locator('clinic-register');
  await form.getByLabel('Clinic name *').fill(clinic.clinicName);
  await form.getByLabel('Owner name *').fill(clinic.ownerName);
  await form.getByLabel('Email address *').fill(email);
  await form.getByLabel('Phone number *').fill('+91 98111 22334');
  await form.getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password *').fill(PASSWORD);
  await form.getByLabel('Clinic type *').selectOption(clinic.clinicType);
  await form.getByLabel('Location *').fill(clinic.location);
}
