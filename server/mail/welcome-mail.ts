/** The welcome e-mail sent once an account is registered: what to do first, and where help is. */
import { escapeHtml } from '../escape-html.ts';
import { trialChoice } from '../../widgets/elements/pricing/format.ts';
import type { Mailbox } from '../config.ts';
import type { OutgoingMail } from './mailer.ts';

/** The next steps a new clinic is pointed to, as paths on the public site. */
export const NEXT_STEPS = [
  { label: 'Set up your clinic with the handbook', path: '/handbook#getting-started' },
  { label: 'Browse the help centre', path: '/support' },
  { label: 'Talk to our team', path: '/contact' },
] as const;

/** What the welcome mail says: to whom, for which clinic, and where replies go. */
export interface Welcome {
  to: string;
  ownerName: string;
  clinicName: string;
  /** The plan chosen on /pricing and its billing period, as stored with the account (null: none). */
  plan: string | null;
  billing: string | null;
  /** The site's public address (PUBLIC_URL); every link is built from it. */
  publicUrl: string;
  /** The address replies go to (MAIL_REPLY_TO), named in the mail. */
  replyTo: Mailbox;
}

/** The welcome mail to a new owner; every link is built from PUBLIC_URL. */
export function welcomeMail({ to, ownerName, clinicName, plan, billing, publicUrl, replyTo }: Welcome): OutgoingMail {
  const steps = NEXT_STEPS.map((step) => ({ ...step, href: `${publicUrl}${step.path}` }));
  // The plan is named as the register page names it: 'Plan: Pro, billed annually (₹72,000 a year + 18% GST).'
  const chosen = trialChoice(plan, billing);
  const planLine = chosen ? `Plan: ${chosen.plan.name}, billed ${chosen.billing} (${chosen.price}). Nothing is charged during the trial.` : null;
  const text = [
    `Hello ${ownerName},`,
    '',
    `Welcome to ClinicPlatform. The free trial for ${clinicName} has started; no credit card is needed.`,
    ...(planLine ? ['', planLine] : []),
    '',
    'Where to start:',
    ...steps.map((step) => `- ${step.label}: ${step.href}`),
    '',
    `Reply to this e-mail or write to ${replyTo.address} if anything is unclear.`,
  ].join('\n');
  const support = escapeHtml(replyTo.address);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(ownerName)},</p>
<p>Welcome to ClinicPlatform. The free trial for ${escapeHtml(clinicName)} has started; no credit card is needed.</p>
${planLine ? `<p>${escapeHtml(planLine)}</p>\n` : ''}<p>Where to start:</p>
<ul>
${steps.map((step) => `<li><a href="${escapeHtml(step.href)}">${escapeHtml(step.label)}</a></li>`).join('\n')}
</ul>
<p>Reply to this e-mail or write to <a href="mailto:${support}">${support}</a> if anything is unclear.</p>
</body></html>`;
  return { to, subject: 'Welcome to ClinicPlatform: your free trial has started', text, html, kind: 'welcome' };
}
