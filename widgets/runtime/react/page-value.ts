import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (the page's address, storage, the clock, the user agent): the
 * build's value (`atBuild`) while the server's markup is hydrated, so both render alike, then the
 * browser's, which React renders right after hydrating. A render on the client alone (a partner
 * page) reads the browser's value from the start. `read` must give an equal (===) value each time.
 */
export function usePageValue<T>(read: () => T, atBuild: T): T {
  return useSyncExternalStore(unchanging, read, () => atBuild);
}
