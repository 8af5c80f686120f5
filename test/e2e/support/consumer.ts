/**
 * The consumer test's project: the package packed and installed into a temporary folder as a
 * stranger's project would have it, with the framework tools (React, Vue, TypeScript) linked from
 * this repository's own node_modules so nothing is fetched.
 */
import * as esbuild from 'esbuild';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
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

/** A React project's own React and React DOM: this repository's, linked, so nothing is fetched. */
const REACT_DEPENDENCIES = Object.fromEntries(['react', 'react-dom'].map((name) => [name, `file:${join(root, 'node_modules', name)}`]));

/**
 * A new React project (React and React DOM its own dependencies, which the package's peers
 * name) with the tarball installed; returns its folder and npm's report.
 */
export function installPackage(tarball: string): { dir: string; npm: SpawnSyncReturns<string> } {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-consumer-'));
  writeFiles(dir, { 'package.json': JSON.stringify({ name: 'clinic-consumer', private: true, type: 'module', dependencies: REACT_DEPENDENCIES }, null, 2) });
  const npm = run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], dir);
  return { dir, npm };
}

/** Links the tools the project's files need from this repository (after npm install, which would prune them). */
export function linkTools(dir: string): void {
  for (const name of ['@types/react', '@types/react-dom', 'vue']) {
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

/** The import map's names for React's modules, and the file each is built into (under /js/ on the page's site). */
export const REACT_MODULES: Record<string, string> = {
  react: 'react.js',
  'react/jsx-runtime': 'react-jsx-runtime.js',
  'react-dom': 'react-dom.js',
  'react-dom/client': 'react-dom-client.js',
};

/**
 * React 19 as ES modules, as a page without a bundler has it for its own code: one file per
 * module of React that the ES module's chunks import, each exporting what React's module does
 * and importing React's other modules by name (the page's import map names them), so the page
 * holds one React. Built from this repository's React.
 */
export async function reactModules(): Promise<Map<string, string>> {
  const require = createRequire(join(root, 'package.json'));
  const asImports: esbuild.Plugin = {
    name: 'react-as-imports',
    setup(build) {
      // React's own `require('react')` inside react-dom becomes an import of the page's React.
      build.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, (args) =>
        args.kind === 'require-call' ? { path: args.path, namespace: 'import' } : { path: args.path, external: true },
      );
      build.onLoad({ filter: /.*/, namespace: 'import' }, (args) => ({ contents: `import * as m from ${JSON.stringify(args.path)}; module.exports = m;` }));
      build.onResolve({ filter: /^cjs:/ }, (args) => ({ path: require.resolve(args.path.slice('cjs:'.length)) }));
    },
  };
  const files = new Map<string, string>();
  for (const [specifier, file] of Object.entries(REACT_MODULES)) {
    const names = Object.keys(require(specifier) as object).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
    const built = await esbuild.build({
      stdin: { contents: `import m from 'cjs:${specifier}';\nexport const { ${names.join(', ')} } = m;\nexport default m;`, resolveDir: root },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [asImports],
      logLevel: 'silent',
    });
    files.set(file, built.outputFiles[0]!.text);
  }
  return files;
}
