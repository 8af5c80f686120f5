import { useStore } from 'zustand';
import { useWidgets } from '../element/context.ts';
import type { SessionActions, SessionState } from './store.ts';

/** Reads the page's shared session from a component, re-rendering when the selected part changes. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(useWidgets().session, selector);
}
