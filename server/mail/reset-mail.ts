/** The password-reset e-mail (the link is valid 24 hours, single use). */
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingMail } from './mailer.ts';

/** The reset link for a token, always built from PUBLIC_URL, never from request headers. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The mail carrying a reset link to the account's owner, greeted by name, as plain text and simple HTML. */
export function resetMail(to: string, name: string, link: string): OutgoingMail {
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your clinic account. Open this link to choose a new password:',
    '',
    link,
    '',
    'The link is valid for 24 hours and can be used once.',
    'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your clinic account.</p>
<p><a href="${href}">Reset your password</a></p>
<p>Or copy this link into your browser:<br>${href}</p>
<p>The link is valid for 24 hours and can be used once.</p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays as it is.</p>
</body></html>`;
  return { to, subject: 'Reset your password', text, html, kind: 'password-reset' };
}
