/**
 * The company's particulars on the pages: the build writes each one (pages/fragments/company.ts)
 * as `<span data-company="cin">…example…</span>`; with COMPANY_NAME, COMPANY_CIN, COMPANY_GSTIN or
 * COMPANY_OFFICE set, the server writes the configured value in its place, escaped. Pages served
 * without this server keep the example values, marked "(example)".
 */
import { COMPANY_FIELDS, type Company } from '../../protocol/company.ts';
import { escapeHtml } from '../escape-html.ts';

/** The particulars configured, field by field (a field not configured keeps the page's example). */
export type ConfiguredCompany = Partial<Company>;

/** The page with every configured particular written into its company spans. */
export function withCompany(html: string, company: ConfiguredCompany): string {
  if (!html.includes('data-company=')) return html;
  let out = html;
  for (const field of COMPANY_FIELDS) {
    const value = company[field];
    if (value === undefined) continue;
    out = out.replace(
      new RegExp(`(<span data-company="${field}">)[^<]*(</span>)`, 'g'),
      (_all, open: string, close: string) => `${open}${escapeHtml(value)}${close}`,
    );
  }
  return out;
}
