/**
 * `npm run package`: builds dist/ (unless `--no-build`), then writes dist/clinic-widgets-<version>.tgz,
 * the package a stranger installs. It holds only built files: the files of the script's directory
 * as the build listed them in dist/integrity.json (the classic script, the ES module, whatever parts
 * and chunks the build made, their maps, the help content), the type declarations, the manifest and
 * the editor data, with README, LICENSE and CHANGELOG. Its package.json has `exports` with `types`
 * conditions, React and React DOM as peer dependencies (the ES module uses the application's) and
 * no other dependency.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUnlessAsked, dist, root } from './build-options.ts';
import { builtFile, readIntegrity } from './script-files.ts';

/** Files at the top of dist/ that describe the elements (types, manifest, editor data), shipped when built. */
const DESCRIPTION_FILE = /^(?:.*\.d\.ts|custom-elements\.json|web-types\.json|vscode\.(?:html|css)-custom-data\.json|integrity\.json)$/;

/** The files beside package.json in the package. */
// The README links to docs/ (decisions and measurements): they travel with it.
const DOCUMENTS = ['README.md', 'LICENSE', 'CHANGELOG.md', 'RELEASES.md', 'docs/decisions.md', 'docs/measurements.md'];

interface ProjectJson {
  name: string;
  version: string;
  description: string;
  license: string;
  homepage: string;
  repository?: { type: string; url: string };
  bugs?: { url: string };
}

/** The React the ES module's chunks import (any React 19; the tests run the project's own, 19.3). */
export const REACT_PEERS = { react: '^19.0.0', 'react-dom': '^19.0.0' };

/** The package's own package.json: entry points by condition, React as a peer, no other dependency, side effects named. */
export function packageJsonOf(project: ProjectJson, scriptFiles: readonly string[], descriptionFiles: readonly string[]) {
  const has = (file: string) => descriptionFiles.includes(file);
  const typed = (types: string, script: string) => (has(types) ? { types: `./dist/${types}`, default: `./dist/${script}` } : `./dist/${script}`);
  return {
    name: project.name,
    version: project.version,
    description:
      'Embeddable web components of ClinicPlatform: sign-in, registration, password reset, chat assistant, pricing table, help centre. One script with no dependencies, or an ES module that uses your React.',
    license: project.license,
    homepage: project.homepage,
    ...(project.repository ? { repository: project.repository } : {}),
    ...(project.bugs ? { bugs: project.bugs } : {}),
    // Every script is an ES module (the chunks are .js files), except the classic script, which
    // has no imports or exports and runs the same either way.
    type: 'module',
    keywords: ['web-components', 'custom-elements', 'clinic', 'react', 'vue', 'svelte'],
    module: './dist/clinic-widgets.mjs',
    types: './dist/clinic-widgets.d.ts',
    // The classic script, for a CDN's default file of the package.
    unpkg: './dist/clinic-widgets.js',
    jsdelivr: './dist/clinic-widgets.js',
    exports: {
      '.': typed('clinic-widgets.d.ts', 'clinic-widgets.mjs'),
      './react': typed('clinic-widgets.react.d.ts', 'react.mjs'),
      ...(has('clinic-widgets.vue.d.ts') ? { './vue': typed('clinic-widgets.vue.d.ts', 'clinic-widgets.mjs') } : {}),
      ...(has('clinic-widgets.svelte.d.ts') ? { './svelte': typed('clinic-widgets.svelte.d.ts', 'clinic-widgets.mjs') } : {}),
      './custom-elements.json': './dist/custom-elements.json',
      './clinic-widgets.js': './dist/clinic-widgets.js',
      './dist/*': './dist/*',
      './package.json': './package.json',
    },
    customElements: './dist/custom-elements.json',
    ...(has('web-types.json') ? { 'web-types': './dist/web-types.json' } : {}),
    // The ES module's chunks import React from the application, so a React application has one
    // copy; npm and pnpm install it beside the package for an application without it. The classic
    // script and its chunks carry their own and need nothing.
    peerDependencies: REACT_PEERS,
    // Importing the package defines the elements: every script has that effect, nothing else does.
    sideEffects: scriptFiles.filter((file) => /\.m?js$/.test(file)).map((file) => `./dist/${file}`),
    files: ['dist', 'docs', 'CHANGELOG.md', 'RELEASES.md'],
  };
}

/** Stages the package in a temporary folder and packs it into dist/; returns the tarball's path. */
export async function makePackage(): Promise<string> {
  const project = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as ProjectJson;
  const integrity = await readIntegrity(dist);
  if (integrity.version !== project.version) throw new Error(`dist/ was built for ${integrity.version}, package.json says ${project.version}: build again`);
  const scriptFiles = Object.keys(integrity.files);
  const descriptionFiles = (await readdir(dist)).filter((file) => DESCRIPTION_FILE.test(file)).sort();

  const stage = await mkdtemp(join(tmpdir(), 'clinic-widgets-package-'));
  try {
    for (const file of scriptFiles) {
      await mkdir(dirname(join(stage, 'dist', file)), { recursive: true });
      await copyFile(builtFile(dist, file), join(stage, 'dist', file));
    }
    for (const file of descriptionFiles) await copyFile(join(dist, file), join(stage, 'dist', file));
    for (const file of DOCUMENTS) {
      await mkdir(dirname(join(stage, file)), { recursive: true });
      await copyFile(join(root, file), join(stage, file));
    }
    await writeFile(join(stage, 'package.json'), `${JSON.stringify(packageJsonOf(project, scriptFiles, descriptionFiles), null, 2)}\n`);
    const tarball = join(dist, `${project.name}-${project.version}.tgz`);
    await rm(tarball, { force: true });
    const packed = spawnSync('npm', ['pack', '--pack-destination', dist, '--ignore-scripts', '--loglevel=error'], { cwd: stage, encoding: 'utf8' });
    if (packed.status !== 0 || !existsSync(tarball)) throw new Error(`npm pack failed: ${packed.stderr || packed.stdout}`);
    return tarball;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  buildUnlessAsked();
  const tarball = await makePackage();
  const integrity = await readIntegrity(dist);
  // The package is made from the build alone: it writes no tracked file (the table of releases is
  // npm run release's, in RELEASES.md).
  console.log(`packed ${tarball}`);
  console.log(
    `<script src="${(JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as ProjectJson).homepage}/${integrity.version}/clinic-widgets.js" integrity="${integrity.files['clinic-widgets.js']}" crossorigin="anonymous" defer></script>`,
  );
}
