import { useHost } from '../core/element/context.ts';
import { useLightTabs } from '../site/tabs.ts';

/**
 * The six feature tabs of /features. The tabs and panels are the page's own markup (so they read
 * with JavaScript off); this adds the WAI-ARIA tabs behaviour and the #hash deep link.
 */
export function FeatureTabs() {
  const { host } = useHost();
  useLightTabs(host, { orientation: 'horizontal', followHash: true });
  return <slot />;
}
