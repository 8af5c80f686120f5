import { useMemo } from 'react';
import { useHost, useWidgets } from './context.ts';
import { elementApi, type ElementApi } from '../script/api/element-api.ts';

/**
 * The API bound to this element's effective configuration: no component passes an API base. The
 * client's code is fetched on the first call, so an element that calls nothing never loads it.
 */
export function useApi(): ElementApi {
  const page = useWidgets();
  const { config, host } = useHost();
  return useMemo(() => elementApi(page, config.apiBase, host), [page, config.apiBase, host]);
}
