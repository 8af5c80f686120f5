import { useState } from 'react';
import { useHost, useWidgets } from './context.ts';
import { isCurrentPage } from './navigate.ts';

/**
 * Sign out from an element: revoke and clear the session, fire `clinic-signed-out`, and
 * go to the sign-in page unless the user is already on it.
 */
export function useSignOut(loginHref: string) {
  const page = useWidgets();
  const { host } = useHost();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    // The session service fires clinic-signed-out from this element.
    await page.service.signOut(host);
    setBusy(false);
    if (!isCurrentPage(loginHref)) page.navigate(loginHref);
  };
  return { busy, signOut: run };
}
