/**
 * Starts the server: reads and checks the configuration, opens and migrates the database, listens,
 * and on SIGTERM/SIGINT closes gracefully within SHUTDOWN_TIMEOUT (see shutdown.ts).
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrations.ts';
import { resolveJwtSecret } from './secret.ts';
import { LogOutput } from './logging.ts';
import { ReleaseStoreError } from './site/releases.ts';
import { prepareShutdown } from './shutdown.ts';

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let db: Db | undefined;
try {
  db = openDatabase(config.database);
  await migrateToLatest(db);
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const variable = config.database.kind === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR';
  console.error(
    `Could not open or migrate the ${config.database.kind} database (check ${variable}): ${cause instanceof Error ? cause.message : String(cause)}`,
  );
  await db?.destroy();
  process.exit(1);
}
let jwtSecret: string;
try {
  jwtSecret = await resolveJwtSecret(config);
} catch (error) {
  console.error(`Could not read or create the JWT secret in DATA_DIR (or set JWT_SECRET): ${error instanceof Error ? error.message : String(error)}`);
  await db.destroy();
  process.exit(1);
}
// The log's own output, so a reader that has gone or stalled can never hold the exit (see LogOutput).
const logOutput = new LogOutput();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config, db, jwtSecret, logger: { level: config.logLevel, stream: logOutput } });
} catch (error) {
  // A releases store that cannot be served as released stops the start with its message, not a stack.
  if (!(error instanceof ReleaseStoreError)) throw error;
  console.error(`RELEASES_DIR: ${error.message}`);
  await db.destroy();
  process.exit(1);
}
const shutDown = prepareShutdown(app);
const startedClosingAt = { ms: 0 };

/** Exits once the log has written what it holds, or when the shutdown's deadline comes, whichever is first. */
async function exitAfterLog(code: number): Promise<never> {
  const left = startedClosingAt.ms + config.shutdownTimeoutMs - Date.now();
  await logOutput.settle(Math.max(0, Math.min(1000, left)));
  process.exit(code);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    startedClosingAt.ms = Date.now();
    app.log.info(`${signal}: closing`);
    // Background work (mail) gets a little time past the deadline; then the process goes regardless.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();
    shutDown(config.shutdownTimeoutMs).then(
      () => {
        app.log.info('closed: requests finished, database closed');
        void exitAfterLog(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        void exitAfterLog(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await app.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.port;
const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
// Through the log's output too: standard output is never written another way, so a broken pipe has one handling.
logOutput.write(`Clinic platform listening on http://${host}:${port} (${config.database.kind} database, data in ${config.dataDir})\n`);
