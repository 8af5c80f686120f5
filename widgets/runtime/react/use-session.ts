import { useSyncExternalStore } from 'react';
import { useWidgets } from './context.ts';
import type { SessionState } from '../script/session/store.ts';

/** The session as the build renders it: nobody is signed in (it has no storage to read). */
const SIGNED_OUT: SessionState = Object.freeze({ status: 'unauthenticated', user: null, token: null, refreshToken: null, error: null });

/**
 * Reads the page's shared session from a component, re-rendering when the selected part changes.
 * While server-rendered markup is hydrated it reads the signed-out session the build rendered,
 * then the stored one (React renders it right after hydrating); a client render reads the stored
 * one at once. The store itself is the page's (the script's): element code only reads it.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const store = useWidgets().session;
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(SIGNED_OUT),
  );
}
