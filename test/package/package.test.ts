/**
 * The packed package, as any application gets it: installed from the tarball `npm run package`
 * makes of the built dist/ into a React application, its ES module's chunks take that React (the
 * classic script keeps its own), every entry of its `exports` imports in plain Node (no DOM:
 * server-side rendering, tests, build steps) without throwing, the module entries export `configure()`, and
 * publint and arethetypeswrong find nothing wrong with it. Runs after the build (npm test's
 * typecheck stage); on its own, build first (`npm run build`).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { dist, root } from '../../scripts/build-options.ts';
import { makePackage } from '../../scripts/package.ts';

let app = '';
let tarball = '';
let manifest: {
  type?: string;
  repository?: { url?: string };
  bugs?: { url?: string };
  exports: Record<string, unknown>;
  peerDependencies?: Record<string, string>;
};

/** Runs `command` in `cwd`; its output, or a failure naming what it printed. */
function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Every specifier an application can import: each `exports` key, a wildcard by the scripts it covers at the top of dist/. */
function specifiers(): string[] {
  const found: string[] = [];
  for (const key of Object.keys(manifest.exports)) {
    const name = `clinic-widgets${key.slice(1)}`;
    if (key.includes('*')) for (const script of ['clinic-widgets.js', 'clinic-widgets.mjs', 'react.mjs']) found.push(name.replace('*', script));
    else found.push(name);
  }
  return found;
}

/** Imports `specifier` in a fresh Node process with no DOM; gives the names it exports. */
function importInNode(specifier: string): string[] {
  const json = specifier.endsWith('.json');
  const code = `const m = await import(${JSON.stringify(specifier)}${json ? ", { with: { type: 'json' } }" : ''}); console.log(JSON.stringify(Object.keys(m).sort()));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', code], { cwd: app, encoding: 'utf8' });
  assert.equal(result.status, 0, `import('${specifier}') in Node threw:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as string[];
}

describe('the packed package', () => {
  before(async () => {
    assert.ok(existsSync(join(dist, 'integrity.json')), `no build in ${dist}: run npm run build first`);
    tarball = await makePackage();
    app = await mkdtemp(join(tmpdir(), 'clinic-package-app-'));
    // A React application: its React and React DOM (this repository's, linked) satisfy the
    // package's peers, and the package has no other dependency, so installing it needs no registry.
    const react = (name: string) => `file:${join(root, 'node_modules', name)}`;
    const dependencies = { react: react('react'), 'react-dom': react('react-dom') };
    await writeFile(join(app, 'package.json'), `${JSON.stringify({ name: 'an-app', private: true, type: 'module', dependencies })}\n`);
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', tarball], app);
    manifest = JSON.parse(await readFile(join(app, 'node_modules/clinic-widgets/package.json'), 'utf8'));
  });
  after(() => (app ? rm(app, { recursive: true, force: true }) : undefined));

  it('is ES modules, and says where its source and its issues are', () => {
    assert.equal(manifest.type, 'module');
    assert.match(manifest.repository?.url ?? '', /^git\+https:\/\//);
    assert.match(manifest.bugs?.url ?? '', /^https:\/\//);
  });

  it('imports every entry in plain Node, where there is no DOM, without throwing', () => {
    const names = specifiers();
    assert.ok(names.includes('clinic-widgets') && names.includes('clinic-widgets/react'), names.join(', '));
    for (const specifier of names) importInNode(specifier);
  });

  it('exports configure() from the module entries, which does nothing without a DOM', () => {
    for (const specifier of ['clinic-widgets', 'clinic-widgets/react', 'clinic-widgets/vue', 'clinic-widgets/svelte']) {
      assert.deepEqual(importInNode(specifier), ['configure'], specifier);
    }
    const code = "import { configure } from 'clinic-widgets'; console.log(String(configure({ apiBase: 'https://api.example.in' })));";
    const result = spawnSync(process.execPath, ['--input-type=module', '--eval', code], { cwd: app, encoding: 'utf8' });
    assert.equal(result.stderr, '');
    assert.equal(result.stdout.trim(), 'undefined');
  });

  it("types an element's data-theme for Vue templates: a preset passes, anything else is refused", async () => {
    // Vue from this repository, as an app has it beside the package.
    await symlink(join(root, 'node_modules/vue'), join(app, 'node_modules/vue'), 'dir');
    const sfc = (theme: string) =>
      `<script setup lang="ts">\nimport 'clinic-widgets/vue';\n</script>\n\n<template>\n  <clinic-pricing data-theme="${theme}" />\n</template>\n`;
    await mkdir(join(app, 'vue'), { recursive: true });
    await writeFile(join(app, 'vue/Dark.vue'), sfc('dark'));
    await writeFile(join(app, 'vue/Auto.vue'), sfc('auto'));
    await writeFile(join(app, 'vue/Dusk.vue'), sfc('dusk'));
    const compilerOptions = { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], strict: true, noEmit: true, types: [] };
    await writeFile(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, vueCompilerOptions: { strictTemplates: true }, include: ['vue'] }));
    const checked = spawnSync(join(root, 'node_modules/.bin/vue-tsc'), ['-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
    const errors = checked.stdout.split('\n').filter((line) => /error TS/.test(line));
    assert.equal(errors.length, 1, checked.stdout + checked.stderr);
    assert.match(errors[0]!, /^vue\/Dusk\.vue\(6,/);
  });

  it("takes React from the application in the ES module's chunks, and keeps its own in the classic script's", async () => {
    const chunks = join(app, 'node_modules/clinic-widgets/dist/chunks');
    const files = (await readdir(chunks)).filter((file) => file.endsWith('.js'));
    // React's element type, in every copy of React.
    const carriesReact = async (file: string) => (await readFile(join(chunks, file), 'utf8')).includes('react.transitional.element');
    const module = files.filter((file) => file.startsWith('esm-'));
    assert.ok(module.length > 0);
    for (const file of module) assert.equal(await carriesReact(file), false, file);
    const texts = await Promise.all(module.map((file) => readFile(join(chunks, file), 'utf8')));
    assert.ok(texts.some((text) => /from"react-dom\/client"/.test(text)) && texts.some((text) => /from"react"/.test(text)));
    const classic = files.filter((file) => !file.startsWith('esm-'));
    assert.equal((await Promise.all(classic.map(carriesReact))).filter(Boolean).length, 1, 'one classic chunk carries React');
    const installed = JSON.parse(await readFile(join(root, 'node_modules/react/package.json'), 'utf8')) as { version: string };
    assert.equal(installed.version.split('.')[0], '19');
    assert.deepEqual(manifest.peerDependencies, { react: '^19.0.0', 'react-dom': '^19.0.0' });
  });

  it('passes publint, warnings and suggestions included', () => {
    const report = run(join(root, 'node_modules/.bin/publint'), ['run', tarball, '--strict', '--level', 'suggestion'], root);
    assert.match(report, /All good!/, report);
  });

  it('passes arethetypeswrong for ES module consumers', () => {
    // ES modules only: a CommonJS application imports it with import(), and node10 resolution,
    // which has no `exports`, is not supported.
    run(join(root, 'node_modules/.bin/attw'), ['--pack', tarball, '--profile', 'esm-only', '--format', 'ascii'], root);
  });
});
