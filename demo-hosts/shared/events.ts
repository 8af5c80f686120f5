/**
 * Lists the clinic-* events that reach the host page's document in `#event-log`, newest first,
 * so the demo pages show what a host can listen to. DOM APIs only (no HTML from data).
 */
import { EVENT_DETAIL_TYPES } from '../../protocol/index.ts';

const log = document.getElementById('event-log');
if (log) {
  for (const type of Object.keys(EVENT_DETAIL_TYPES)) {
    document.addEventListener(type, (event) => {
      const item = document.createElement('li');
      const name = document.createElement('code');
      name.textContent = type;
      item.append(name, ` ${JSON.stringify((event as CustomEvent).detail)}`);
      log.prepend(item);
      log.parentElement?.removeAttribute('hidden');
    });
  }
}
