/**
 * The choices the registration form offers, apart from the rules that check them (auth.ts), so
 * the form can draw its lists without the rules' code.
 */

/** The clinic types offered at registration. */
export const CLINIC_TYPES = ['aesthetic', 'dermatology', 'wellness', 'dental', 'physiotherapy', 'other'] as const;
export type ClinicType = (typeof CLINIC_TYPES)[number];

/** The team sizes offered at registration (the field is optional). */
export const TEAM_SIZES = ['1-5', '6-15', '16-50', '50+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];
