/**
 * What a clinic owner in India looks for, where they look for it: the Digital Personal Data
 * Protection Act, 2023 and a named Grievance Officer on /privacy and /compliance, where the data
 * is stored (in India) on /privacy, /compliance and /security, how long the free trial lasts on
 * /pricing and /register, and what a clinic with several branches pays on /pricing; the company
 * behind the site (legal name, CIN, GSTIN, registered office) in every footer and on /about, /terms
 * and /privacy. The same facts read the same on every page that states them.
 */
import { expect, test } from '@playwright/test';
import { EXAMPLE_COMPANY } from '../../protocol/company.ts';

test('the company behind the site: its name, CIN, GSTIN and registered office in every footer and on /about, /terms and /privacy, marked "(example)" until configured', async ({
  page,
}) => {
  for (const path of ['/', '/pricing', '/hi/', '/hi/contact']) {
    await page.goto(path);
    const footer = page.locator('.footer-company');
    for (const value of Object.values(EXAMPLE_COMPANY)) await expect(footer).toContainText(value);
    await expect(footer).toContainText('CIN');
    await expect(footer).toContainText('GSTIN');
  }
  await page.goto('/about');
  const facts = page.locator('main .company-facts');
  await expect(facts.getByText('Corporate Identity Number (CIN)')).toBeVisible();
  for (const value of Object.values(EXAMPLE_COMPANY)) await expect(facts.getByText(value, { exact: true })).toBeVisible();
  for (const path of ['/terms', '/privacy', '/hi/about', '/hi/terms', '/hi/privacy']) {
    await page.goto(path);
    await expect(page.locator('main'), path).toContainText(EXAMPLE_COMPANY.cin);
    await expect(page.locator('main'), path).toContainText(EXAMPLE_COMPANY.office);
  }
  // Every value is marked as a placeholder until the server is told the real one.
  for (const value of Object.values(EXAMPLE_COMPANY)) expect(value).toMatch(/\(example\)$/);
});

const GRIEVANCE_EMAIL = 'grievance@clinicplatform.in';

test('/privacy names the DPDP Act, 2023, where data is stored, and a Grievance Officer with how to reach them', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'The Digital Personal Data Protection Act, 2023' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute('href', '#grievance');
  await expect(page.locator('#storage + p')).toContainText('stored on servers in India');
  const officer = page.locator('address.grievance-officer');
  await expect(officer).toContainText('Meera Iyer, Grievance Officer');
  await expect(officer.getByRole('link', { name: GRIEVANCE_EMAIL })).toHaveAttribute('href', `mailto:${GRIEVANCE_EMAIL}`);
  await expect(officer.getByRole('link', { name: '+91 80 4718 2290' })).toHaveAttribute('href', 'tel:+918047182290');
  await expect(page.locator('address.grievance-officer + p')).toContainText('resolve it within 30 days');
});

test('/compliance leads with the DPDP Act, 2023, data stored in India and the Grievance Officer; /security says where data is stored', async ({ page }) => {
  await page.goto('/compliance');
  const dpdp = page.locator('section', { has: page.getByRole('heading', { name: 'The Digital Personal Data Protection Act, 2023' }) });
  await expect(dpdp).toBeVisible();
  await expect(dpdp).toContainText('stored on servers in India');
  await expect(dpdp).toContainText('Meera Iyer');
  await expect(dpdp.getByRole('link', { name: GRIEVANCE_EMAIL })).toHaveAttribute('href', `mailto:${GRIEVANCE_EMAIL}`);
  await expect(dpdp.getByRole('link', { name: 'our Privacy Policy' })).toHaveAttribute('href', '/privacy#grievance');
  await page.goto('/security');
  await expect(page.getByText('stored on servers in India')).toBeVisible();
});

test('/pricing and /register say the free trial lasts 14 days; /pricing says what a clinic with several branches pays', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('.page-hero .lead')).toContainText('14-day free trial');
  await expect(page.locator('clinic-pricing').getByText(/The free trial lasts 14 days/)).toBeAttached();
  const branches = page.locator('section', { has: page.getByRole('heading', { name: 'Running several branches?' }) });
  await expect(branches).toContainText('Basic and Pro cover one clinic location');
  await expect(branches).toContainText('Enterprise');
  await expect(branches.getByRole('link', { name: 'ask our sales team for a quote' })).toHaveAttribute('href', '/contact');
  await page.goto('/register');
  await expect(page.getByText('Free for 14 days.')).toBeVisible();
});

test('every page that states the trial length or where data is stored states the same', async ({ request }) => {
  const lengths = new Set<string>();
  const places = new Set<string>();
  for (const path of ['/', '/pricing', '/register', '/privacy', '/compliance', '/security', '/support', '/handbook', '/about', '/features']) {
    const html = await (await request.get(path)).text();
    for (const [, days, free] of html.matchAll(/(?:(\d+)(?:-day free trial| days free|-day trial)|[Ff]ree for (\d+) days)/g)) lengths.add((days ?? free)!);
    for (const [, days] of html.matchAll(/free trial lasts (\d+) days/g)) lengths.add(days!);
    for (const [, where] of html.matchAll(/stored on servers in ([A-Z][a-z]+)/g)) places.add(where!);
  }
  expect([...lengths]).toEqual(['14']);
  expect([...places]).toEqual(['India']);
});
