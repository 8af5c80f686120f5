/**
 * Settings → Clinic Widgets: "Read it from the release" fills in the integrity of a pinned script
 * from the release's own integrity.json, served beside the script to any origin.
 */

const form = {
  script: document.getElementById('clinic-widgets-script-url') as HTMLInputElement | null,
  integrity: document.getElementById('clinic-widgets-integrity') as HTMLInputElement | null,
  button: document.getElementById('clinic-widgets-read-integrity'),
  status: document.getElementById('clinic-widgets-integrity-status'),
};

/** Whether the address names one release (…/1.2.3/clinic-widgets.js) rather than a moving line. */
const PINNED = /\/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\/clinic-widgets\.js$/;

async function readIntegrity(script: HTMLInputElement, integrity: HTMLInputElement, status: HTMLElement): Promise<void> {
  let url: URL;
  try {
    url = new URL(script.value.trim());
  } catch {
    status.textContent = 'Enter the script address first.';
    return;
  }
  if (!PINNED.test(url.pathname)) {
    status.textContent = 'Only a pinned version (…/0.1.0/clinic-widgets.js) has a fixed integrity value.';
    return;
  }
  const manifest = new URL('integrity.json', url);
  status.textContent = 'Reading…';
  try {
    const answer = await fetch(manifest, { cache: 'no-store' });
    const files = answer.ok ? ((await answer.json()) as { files?: Record<string, string> }).files : undefined;
    const value = files?.['clinic-widgets.js'];
    if (typeof value !== 'string') throw new Error('no value');
    integrity.value = value;
    status.textContent = 'Filled in from the release. Save the changes to use it.';
  } catch {
    status.textContent = `Could not read ${manifest.href}: check the script address.`;
  }
}

const { script, integrity, button, status } = form;
if (script && integrity && button && status) {
  button.addEventListener('click', () => void readIntegrity(script, integrity, status));
}

export {};
