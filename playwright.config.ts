/**
 * End-to-end tests: Playwright drives Debian's Chromium against the real server (built dist/),
 * listening on loopback with a fresh data folder (SQLite file, outbox) for the run.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8190);
// Workers inherit the runner's environment, so every process sees the same data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'clinic-e2e-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
// A second server on the same data, with APP_URL set: signing in there hands off to the application.
process.env.E2E_HANDOFF_URL = `http://127.0.0.1:${port + 1}`;
const serverEnv = (extra: Record<string, string> = {}) => ({
  HOST: '127.0.0.1',
  DATA_DIR: process.env.E2E_DATA_DIR!,
  PUBLIC_URL: process.env.E2E_BASE_URL!,
  LOG_LEVEL: 'warn',
  WHATSAPP_NUMBER: '+91 80 4718 2290',
  ...extra,
});

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node dist/server/server.js',
      url: `${process.env.E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv({ PORT: String(port) }),
    },
    {
      command: 'node dist/server/server.js',
      url: `${process.env.E2E_HANDOFF_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv({ PORT: String(port + 1), APP_URL: `${process.env.E2E_BASE_URL}/clinic-app/start` }),
    },
  ],
});
