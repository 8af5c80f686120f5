import { useWidgets } from '../element/context.ts';
import { withClient } from '../page-client.ts';
import type { ApiClient } from './client.ts';

/**
 * The page's API client, for an element that calls the API: made with the first such element, so
 * an element that calls nothing (pricing, chat) never loads it.
 */
export function useClient(): ApiClient {
  return withClient(useWidgets()).client;
}
