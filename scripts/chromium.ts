import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags for headless Chromium on a closed network, as root, without a GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Finds Chromium: CHROME_PATH, then /usr/bin/chromium. Returns null when there is none; never
 * downloads a browser.
 */
export function findChromium(): string | null {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Finds Chromium, installing Debian's `chromium` when the machine has apt-get and we are root;
 * otherwise stops with a message that says how to provide one.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (hasApt && process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}
