/**
 * The company's particulars as the pages show them, from protocol/company.ts: each in a
 * `<span data-company="…">` the server fills with the configured value (server/site/company.ts).
 */
import { COMPANY_FIELDS, EXAMPLE_COMPANY, type CompanyField } from '../../protocol/company.ts';
import { escapeHtml } from '../../server/escape-html.ts';

/** One particular, in its span. */
export const companySpan = (field: CompanyField) => `<span data-company="${field}">${escapeHtml(EXAMPLE_COMPANY[field])}</span>`;

/** Every particular's fragment (`<!--fragment:company-cin-->`). */
export const companyFragments: Record<string, () => string> = Object.fromEntries(COMPANY_FIELDS.map((field) => [`company-${field}`, () => companySpan(field)]));
