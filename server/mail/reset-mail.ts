/** The password-reset e-mail (the link is valid 24 hours, single use), in the language asked for. */
import { DEFAULT_LANGUAGE, type Language, sitePath } from '../../protocol/languages.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingMail } from './mailer.ts';
import { htmlOpening, mailWriter } from './messages.ts';

/** How long a reset link lives, in hours (the tokens' lifetime). */
const LINK_HOURS = 24;

/** The reset link for a token, always built from PUBLIC_URL, never from request headers, to the page in the owner's language. */
export function resetLink(publicUrl: string, token: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${publicUrl}${sitePath('/reset-password', language)}?token=${encodeURIComponent(token)}`;
}

/** The mail carrying a reset link to the account's owner, greeted by name, as plain text and simple HTML, in `language`. */
export function resetMail(to: string, name: string, link: string, language: Language = DEFAULT_LANGUAGE): OutgoingMail {
  const words = mailWriter(language);
  const hours = { hours: LINK_HOURS };
  const text = [
    words.text('greeting', { name }),
    '',
    `${words.text('resetRequest')} ${words.text('resetOpenLink')}`,
    '',
    link,
    '',
    words.text('resetValidity', hours),
    words.text('resetIgnore'),
  ].join('\n');
  const href = escapeHtml(link);
  const html = `${htmlOpening(language)}
<p>${words.html('greeting', { name })}</p>
<p>${words.html('resetRequest')}</p>
<p><a href="${href}">${words.html('resetButton')}</a></p>
<p>${words.html('resetCopy')}<br>${href}</p>
<p>${words.html('resetValidity', hours)}</p>
<p>${words.html('resetIgnore')}</p>
</body></html>`;
  return { to, subject: words.text('resetSubject'), text, html, kind: 'password-reset' };
}
