/** Component tests: each test file bundled with esbuild and run in Debian's Chromium. */
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { bundleTestsPlugin } from './test/support/wtr-bundle-plugin.mjs';
import { countsReporter } from './test/support/wtr-counts-reporter.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

export default {
  rootDir: root,
  files: ['test/core/**/*.test.{ts,tsx}', 'test/widgets/**/*.test.{ts,tsx}'],
  plugins: [bundleTestsPlugin(root)],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--no-first-run',
        ],
      },
    }),
  ],
  concurrency: 2,
  concurrentBrowsers: 1,
  // Generous start-up limits: a 2-core CI machine may be busy building or running the server suite.
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  testsFinishTimeout: 180000,
  testFramework: { config: { timeout: 15000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countsReporter(process.env.TEST_COUNTS_FILE)],
};
