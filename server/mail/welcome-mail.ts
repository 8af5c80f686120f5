/** The welcome e-mail sent once an account is registered: what to do first, and where help is, in the account's language. */
import { DEFAULT_LANGUAGE, type Language, sitePath } from '../../protocol/languages.ts';
import { escapeHtml } from '../escape-html.ts';
import { rupees, trialChoice } from '../../widgets/elements/pricing/format.ts';
import type { Mailbox } from '../config.ts';
import type { OutgoingMail } from './mailer.ts';
import { htmlOpening, mailWriter, type MailMessages } from './messages.ts';

/** The next steps a new clinic is pointed to, as paths on the public site, each with the key of its label. */
export const NEXT_STEPS = [
  { label: 'stepHandbook', path: '/handbook#getting-started' },
  { label: 'stepHelp', path: '/support' },
  { label: 'stepTeam', path: '/contact' },
] as const satisfies ReadonlyArray<{ label: keyof MailMessages; path: string }>;

/** The GST added to every plan's price, in per cent. */
const GST_RATE = 18;

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
  /** The account's language (default en-IN). */
  language?: Language;
}

/** The welcome mail to a new owner; every link is built from PUBLIC_URL. */
export function welcomeMail({ to, ownerName, clinicName, plan, billing, publicUrl, replyTo, language = DEFAULT_LANGUAGE }: Welcome): OutgoingMail {
  const words = mailWriter(language);
  const steps = NEXT_STEPS.map((step) => ({ label: words.text(step.label), href: `${publicUrl}${sitePath(step.path, language)}` }));
  // The plan is named as the register page names it: 'Plan: Pro, billed annually (₹72,000 a year + 18% GST).'
  const chosen = trialChoice(plan, billing);
  const planLine = chosen
    ? words.text('welcomePlan', {
        plan: chosen.plan.name,
        billing: words.text(chosen.billing === 'annually' ? 'billingAnnually' : 'billingMonthly'),
        price: words.text(chosen.billing === 'annually' ? 'priceAnnually' : 'priceMonthly', {
          // Rupees as Indian prices are written in every language: '₹72,000'.
          amount: rupees(chosen.amount),
          rate: GST_RATE,
        }),
      })
    : null;
  const text = [
    words.text('greeting', { name: ownerName }),
    '',
    words.text('welcomeIntro', { clinicName }),
    ...(planLine ? ['', planLine] : []),
    '',
    words.text('welcomeStart'),
    ...steps.map((step) => `- ${step.label}: ${step.href}`),
    '',
    words.text('welcomeReply', { address: replyTo.address }),
  ].join('\n');
  const support = escapeHtml(replyTo.address);
  const html = `${htmlOpening(language)}
<p>${words.html('greeting', { name: ownerName })}</p>
<p>${words.html('welcomeIntro', { clinicName })}</p>
${planLine ? `<p>${escapeHtml(planLine)}</p>\n` : ''}<p>${words.html('welcomeStart')}</p>
<ul>
${steps.map((step) => `<li><a href="${escapeHtml(step.href)}">${escapeHtml(step.label)}</a></li>`).join('\n')}
</ul>
<p>${words.html('welcomeReply', {}, { address: `<a href="mailto:${support}">${support}</a>` })}</p>
</body></html>`;
  return { to, subject: words.text('welcomeSubject'), text, html, kind: 'welcome' };
}
