/**
 * End-to-end tests: Playwright drives Debian's Chromium against the real server (built dist/),
 * listening on loopback with a fresh data folder (SQLite file, outbox) for the run.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';
import { DEFAULT_RATE_LIMITS } from './server/plugins/rate-limit-settings.ts';

/**
 * Two test files run at once, each in a worker of its own (the tests of one file stay in order),
 * where the machine has two cores for each (a worker drives a Chromium of its own against the
 * shared servers); on a smaller machine, one. Every test calls the servers from 127.0.0.1, so N
 * files together make at most N times the calls one file makes in any window: each per-address
 * limit is raised by that factor, and no file meets a limit another file used up. Per-e-mail
 * limits are left as they are (each test has its own address).
 */
const WORKERS = Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2)));
const RATE_LIMITS = Object.entries(DEFAULT_RATE_LIMITS)
  .flatMap(([route, limits]) => (limits.ip ? [`${route}.ip=${limits.ip.max * WORKERS}/${limits.ip.timeWindow}ms`] : []))
  .join(',');

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
  RATE_LIMITS,
  WHATSAPP_NUMBER: '+91 80 4718 2290',
  ...extra,
});

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: false,
  workers: WORKERS,
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
