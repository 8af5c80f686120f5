/**
 * The company behind the site: its legal name, Corporate Identity Number (CIN), GSTIN and
 * registered office, as an Indian company's website shows them. The pages are built with the
 * example values below, each marked "(example)"; the server writes the real ones from COMPANY_NAME,
 * COMPANY_CIN, COMPANY_GSTIN and COMPANY_OFFICE into every page that shows them. No DOM, no Node.
 */

/** The company's particulars, one value each. */
export interface Company {
  name: string;
  cin: string;
  gstin: string;
  office: string;
}

/** The fields, in the order pages show them. */
export const COMPANY_FIELDS = ['name', 'cin', 'gstin', 'office'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** What the pages are built with until the server is told the real values: placeholders, marked as such. */
export const EXAMPLE_COMPANY: Company = {
  name: 'ClinicPlatform Technologies Private Limited (example)',
  cin: 'U72900KA2024PTC000000 (example)',
  gstin: '29AAAAA0000A1Z5 (example)',
  office: '4th Floor, 12 Residency Road, Bengaluru, Karnataka 560025 (example)',
};

/** A CIN: listed or unlisted, industry code, state, year of incorporation, company class and registration number. */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
/** A GSTIN: state code, PAN, entity number, Z and a check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
