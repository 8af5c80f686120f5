/**
 * The consumer test's project: the package packed and installed into a temporary folder as a
 * stranger's project would have it, with the framework tools (React, Vue, TypeScript) linked from
 * this repository's own node_modules so nothing is fetched.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The fenced block after `<!-- snippet: name -->` in the README, exactly as written there. */
export function readmeSnippet(name: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const match = new RegExp(`<!-- snippet: ${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``).exec(readme);
  if (!match) throw new Error(`README.md has no snippet named ${name}`);
  return match[1]!;
}

/** Runs a command, returning its output; never throws. */
export function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
}

/** Writes files (path → text) under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A new project with only the tarball installed; returns its folder and npm's report. */
export function installPackage(tarball: string): { dir: string; npm: SpawnSyncReturns<string> } {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-consumer-'));
  writeFiles(dir, { 'package.json': JSON.stringify({ name: 'clinic-consumer', private: true, type: 'module' }, null, 2) });
  const npm = run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], dir);
  return { dir, npm };
}

/** Links the tools the project's files need from this repository (after npm install, which would prune them). */
export function linkTools(dir: string): void {
  for (const name of ['react', 'react-dom', '@types/react', '@types/react-dom', 'vue']) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  }
}

/** A strict tsconfig for the project, over `include`, with Vue's strict template checks. */
export function tsconfig(include: string[]): string {
  return JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        allowImportingTsExtensions: true,
        types: [],
      },
      vueCompilerOptions: { strictTemplates: true },
      include,
    },
    null,
    2,
  );
}
