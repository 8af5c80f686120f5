// page-state: the signed-out state every element reads before a session exists.
import { useSyncExternalStore } from 'react';
import { useWidgets } from './context.ts';
import { createSessionStore, type SessionActions, type SessionState } from '../script/session/store.ts';

/** The session as the build renders it: nobody is signed in (it has no storage to read). */
let signedOut: (SessionState & SessionActions) | null = null;
const buildState = () => (signedOut ??= createSessionStore(null).getState());

/**
 * Reads the page's shared session from a component, re-rendering when the selected part changes.
 * While server-rendered markup is hydrated it reads the signed-out session the build rendered,
 * then the stored one (React renders it right after hydrating); a client render reads the stored
 * one at once.
 */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  const store = useWidgets().session;
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(buildState()),
  );
}
