/**
 * The WhatsApp number on the pages: the build wraps every place that shows it (the footer, /contact,
 * /support) in `<template data-clinic-whatsapp>`, which a browser never shows. With WHATSAPP_NUMBER
 * set the server unwraps them and fills in the number; without it the blocks are removed. Pages
 * served without this server keep the blocks inert, so no page ever shows an empty number.
 */
import { escapeHtml } from '../escape-html.ts';

/** One block the build wrapped: shown only with a number. */
const BLOCK = /<template data-clinic-whatsapp(?:="")?>([\s\S]*?)<\/template>/g;

/** Where a block puts the number as wa.me wants it (digits with the country code) and as it is read. */
export const WHATSAPP_DIGITS_SLOT = '%WHATSAPP_DIGITS%';
export const WHATSAPP_NUMBER_SLOT = '%WHATSAPP_NUMBER%';

/**
 * The number as a page shows it: an Indian one as +91 and two groups of five digits, the way mobile
 * numbers are written (`+91 98765 43210`); any other country's as + and its digits.
 */
export function shownWhatsAppNumber(digits: string): string {
  return /^91\d{10}$/.test(digits) ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

/** The page with its WhatsApp blocks shown and filled in (`digits`: WHATSAPP_NUMBER as config reads it), or removed without a number. */
export function withWhatsApp(html: string, digits: string | null): string {
  if (!html.includes('data-clinic-whatsapp')) return html;
  return html.replace(BLOCK, (_block, inner: string) =>
    digits === null ? '' : inner.replaceAll(WHATSAPP_DIGITS_SLOT, escapeHtml(digits)).replaceAll(WHATSAPP_NUMBER_SLOT, escapeHtml(shownWhatsAppNumber(digits))),
  );
}
