/**
 * A real WordPress for the plugin's end-to-end test: Debian's `wordpress` package (copied into a
 * temporary folder with a wp-config.php of its own), a MariaDB server of its own on a socket in that
 * folder, and PHP's built-in web server on loopback, installed with an administrator, an editor and
 * an author. Nothing outside the temporary folder is touched; WordPress makes no outside request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

const WORDPRESS = '/usr/share/wordpress';

/** The programs the test needs, or the reason it cannot run here. */
export function wordpressMissing(): string | null {
  const needs: [string, string][] = [
    [join(WORDPRESS, 'wp-settings.php'), 'wordpress'],
    ['php', 'php'],
    ['mariadbd', 'mariadb-server'],
    ['mariadb-install-db', 'mariadb-server'],
  ];
  const missing = needs.filter(([program]) => (program.startsWith('/') ? !existsSync(program) : !onPath(program))).map(([, pkg]) => pkg);
  if (!missing.includes('php') && spawnSync('php', ['-r', 'exit(function_exists("mysqli_connect") ? 0 : 1);']).status !== 0) missing.push('php-mysql');
  return missing.length > 0 ? `needs Debian's ${[...new Set(missing)].join(', ')}` : null;
}

function onPath(program: string): boolean {
  const dirs = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin']);
  return dirs.some((dir) => existsSync(join(dir, program)));
}

/** The users the site is installed with (role → login and password). */
export const WP_USERS = {
  administrator: { login: 'admin', password: 'Admin-Kesar-2025!' },
  editor: { login: 'editor', password: 'Editor-Kesar-2025!' },
  author: { login: 'author', password: 'Author-Kesar-2025!' },
} as const;

export interface WordPress {
  url: string;
  /** Runs PHP with WordPress loaded (as no user) and returns what it printed. */
  php(code: string): string;
  /** The PHP notices, warnings and errors WordPress logged. */
  debugLog(): string;
  close(): Promise<void>;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, process?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process && process.exitCode !== null) throw new Error(`${what}: the process stopped (exit code ${process.exitCode})`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not ready after 60 s`);
}

function run(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input, env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Starts WordPress on `port` with its own database; `close()` stops both and removes the folder. */
export async function startWordPress(port: number): Promise<WordPress> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-wordpress-'));
  const site = join(dir, 'site');
  const data = join(dir, 'db');
  const socket = join(dir, 'mysql.sock');
  const url = `http://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];
  const close = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The site is a copy of Debian's tree, so its wp-config.php and wp-content are the test's own.
    run('cp', ['-a', WORDPRESS, site]);
    rmSync(join(site, 'wp-config.php'));
    run('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db']);
    const db = spawn(
      'mariadbd',
      ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', '--user=root', `--pid-file=${join(dir, 'db.pid')}`],
      {
        stdio: 'ignore',
        env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
      },
    );
    children.push(db);
    await waitFor(() => existsSync(socket), 'MariaDB', db);
    run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4']);

    const salt = () => randomBytes(32).toString('hex');
    writeFileSync(
      join(site, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('FS_METHOD', 'direct');
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${join(dir, 'debug.log')}');
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((key) => `define('${key}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    const php = (code: string, installing = false) =>
      run('php', [
        '-d',
        'display_errors=stderr',
        '-r',
        `${installing ? "define('WP_INSTALLING', true);" : ''} $_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; require '${site}/wp-load.php'; ${code}`,
      ]);
    php(
      `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
       wp_install('Kesar Skin Clinic', '${WP_USERS.administrator.login}', 'admin@kesar.test', true, '', '${WP_USERS.administrator.password}');`,
      true,
    );
    php(
      ['editor', 'author']
        .map((role) => {
          const user = WP_USERS[role as 'editor' | 'author'];
          return `wp_insert_user(['user_login' => '${user.login}', 'user_pass' => '${user.password}', 'user_email' => '${role}@kesar.test', 'role' => '${role}']);`;
        })
        .join('\n') +
        // The block editor's first-visit welcome guide would cover the editor.
        `foreach (get_users() as $user) { update_user_meta($user->ID, 'wp_persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false, 'fullscreenMode' => false], '_modified' => '2025-01-01T00:00:00.000Z']); }`,
    );
    const web = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], { cwd: site, stdio: 'ignore', env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' } });
    children.push(web);
    await waitFor(
      async () => {
        try {
          return (await fetch(`${url}/wp-login.php`)).ok;
        } catch {
          return false;
        }
      },
      'WordPress',
      web,
    );
    const debugLog = () => (existsSync(join(dir, 'debug.log')) ? readFileSync(join(dir, 'debug.log'), 'utf8') : '');
    return { url, php: (code) => php(code), debugLog, close };
  } catch (error) {
    await close();
    throw error;
  }
}
