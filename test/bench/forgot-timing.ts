/**
 * `npm run bench:forgot`: does forgot-password reveal which addresses have accounts? A server
 * process on a fresh SQLite DATA_DIR (limits off) gets, in random order, forgot-password calls for
 * a known and for an unknown address, each followed at once by a second call (a health check)
 * whose latency is what an attacker would time. Prints the medians and p90s and their ratio.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startProcess } from '../server/helpers/process.ts';

const TRIALS = Number(process.env.FORGOT_TRIALS ?? 300);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function call(base: string, method: string, path: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * How often one sample tells the two apart at best: the accuracy of the best single threshold on
 * the follow-up latency (either direction), over all samples. 50% is a coin toss; note that picking
 * the best threshold on the same samples flatters it by a few points.
 */
export function bestThresholdAccuracy(known: number[], unknown: number[]): number {
  const all = [...known.map((v) => [v, 1] as const), ...unknown.map((v) => [v, 0] as const)].sort((a, b) => a[0] - b[0]);
  let knownBelow = 0;
  let unknownBelow = 0;
  let best = 0;
  for (const [, isKnown] of all) {
    if (isKnown) knownBelow += 1;
    else unknownBelow += 1;
    // Guess "unknown" at or below the threshold, "known" above it (or the reverse).
    const right = unknownBelow + (known.length - knownBelow);
    best = Math.max(best, right, all.length - right);
  }
  return best / Math.max(1, all.length);
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

/** Runs the trials and returns the follow-up latencies (ms) after known and unknown addresses. */
export async function measureForgotTiming(): Promise<{ known: number[]; unknown: number[] }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'clinic-forgot-'));
  const server = await startProcess({ env: { DATA_DIR: dataDir } }, { RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
  try {
    const email = `known.${Date.now()}@clinic.example`;
    const password = 'Tulsi-Garden-42';
    const status = await call(server.url, 'POST', '/api/auth/register', {
      clinicName: 'Timing Clinic',
      ownerName: 'Dr. Timing',
      email,
      phone: '9876543210',
      password,
      confirmPassword: password,
      clinicType: 'other',
      location: 'Pune',
      agreeToTerms: true,
    });
    if (status !== 201) throw new Error(`registration failed: ${status}`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const isKnown = Math.random() < 0.5;
      await call(server.url, 'POST', '/api/auth/forgot-password', { email: isKnown ? email : `nobody.${i}.${Date.now()}@clinic.example` });
      const started = performance.now();
      await call(server.url, 'GET', '/api/health');
      (isKnown ? known : unknown).push(performance.now() - started);
      // Let the background work of this trial settle before the next one.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { known, unknown };
  } finally {
    await server.stop();
    agent.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { known, unknown } = await measureForgotTiming();
  const row = (name: string, values: number[]) => `| ${name} | ${values.length} | ${quantile(values, 0.5).toFixed(2)} | ${quantile(values, 0.9).toFixed(2)} |`;
  console.log('| the call right after forgot-password for | trials | median ms | p90 ms |\n|---|---:|---:|---:|');
  console.log(row('a known address', known));
  console.log(row('an unknown address', unknown));
  console.log(`\none sample tells them apart at best ${(100 * bestThresholdAccuracy(known, unknown)).toFixed(1)}% of the time (50% is chance)`);
  console.log(
    `\nratio known/unknown: median ${(quantile(known, 0.5) / quantile(unknown, 0.5)).toFixed(2)}×, p90 ${(quantile(known, 0.9) / quantile(unknown, 0.9)).toFixed(2)}×`,
  );
}
