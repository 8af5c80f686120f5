import { useHost } from '../core/element/context.ts';
import { useLightTabs } from '../site/tabs.ts';

/**
 * The /demo product tour: a vertical list of sections (overview selected first); choosing one shows
 * its title, duration and description. The markup is rendered at build from widgets/content/demo.ts.
 */
export function DemoTour() {
  const { host } = useHost();
  useLightTabs(host, { orientation: 'vertical' });
  return <slot />;
}
