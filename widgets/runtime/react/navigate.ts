/** Whether `href` points at the page the browser is on (same path), so going there is pointless. */
export function isCurrentPage(href: string): boolean {
  try {
    const target = new URL(href, location.href);
    return target.origin === location.origin && target.pathname === location.pathname;
  } catch {
    return false;
  }
}
