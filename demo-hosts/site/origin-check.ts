/**
 * The playground's check of a partner's site: whether the API lets that origin call it (the API's
 * GET /api/origin-check with `?origin=`), and, when it does not, what to set on the server. The
 * forms embedded on a refused origin tell their visitors only that they are not available there
 * yet; this is where whoever sets up the partner finds out why before a visitor does.
 */

/** What the check says, for the address typed in. */
export interface OriginCheckReport {
  ok: boolean;
  text: string;
}

/** The origin of an address typed by hand (`partner.example/page` is taken as https), or null. */
export function typedOrigin(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Asks the API at `site` whether the origin of `typed` may call it, and says what to do. */
export async function checkPartnerOrigin(site: string, typed: string, send: typeof fetch = fetch): Promise<OriginCheckReport> {
  const origin = typedOrigin(typed);
  if (origin === null) return { ok: false, text: "Enter the partner site's address, such as https://partner.example." };
  let answer: { origin?: unknown; allowed?: unknown };
  try {
    const response = await send(`${site}/api/origin-check?origin=${encodeURIComponent(origin)}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    return { ok: false, text: `Could not ask the API at ${site} (${String(error)}): is the server running, and is it this version or newer?` };
  }
  if (answer.allowed === true) return { ok: true, text: `${origin} may call the API: the forms embedded there will work.` };
  return {
    ok: false,
    text: `${origin} may not call the API yet: its forms would tell visitors "This form is not available on this site yet." Add ${origin} to ALLOWED_ORIGINS on the server (comma-separated origins, e.g. ALLOWED_ORIGINS=${origin}) and restart it.`,
  };
}
