/** The package's description of itself, and the list of files of the script's directory. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { packageJsonOf } from '../../scripts/package.ts';
import { integrityOf, outputPaths } from '../../scripts/script-files.ts';

const project = { name: 'clinic-widgets', version: '1.2.3', description: 'x', license: 'MIT', homepage: 'https://www.clinicplatform.in' };
const scripts = ['clinic-widgets.js', 'clinic-widgets.js.map', 'clinic-widgets.mjs', 'chunk-1a2b3c4d.mjs', 'react.mjs', 'assets/help-articles.json'];
const described = ['clinic-widgets.d.ts', 'clinic-widgets.react.d.ts', 'clinic-widgets.vue.d.ts', 'custom-elements.json', 'web-types.json'];

describe('the package.json of the package', () => {
  const json = packageJsonOf(project, scripts, described) as Record<string, any>;

  it('has React and React DOM 19 as its only peers and no other dependency of any kind', () => {
    for (const field of ['dependencies', 'optionalDependencies', 'bundleDependencies', 'peerDependenciesMeta']) assert.equal(json[field], undefined, field);
    assert.deepEqual(json.peerDependencies, { react: '^19.0.0', 'react-dom': '^19.0.0' });
    assert.equal(json.private, undefined);
  });

  it('is ES modules, and names its repository and issue tracker as the project does', () => {
    const repository = { type: 'git', url: 'git+https://example.com/clinic-widgets.git' };
    const bugs = { url: 'https://example.com/clinic-widgets/issues' };
    const described = packageJsonOf({ ...project, repository, bugs }, scripts, []) as Record<string, any>;
    assert.equal(described.type, 'module');
    assert.deepEqual(described.repository, repository);
    assert.deepEqual(described.bugs, bugs);
  });

  it('names its version, licence, types and manifest', () => {
    assert.equal(json.version, '1.2.3');
    assert.equal(json.license, 'MIT');
    assert.equal(json.types, './dist/clinic-widgets.d.ts');
    assert.equal(json.customElements, './dist/custom-elements.json');
    assert.equal(json['web-types'], './dist/web-types.json');
  });

  it('exports the module, React and Vue entries with their types condition first', () => {
    for (const entry of ['.', './react', './vue']) {
      assert.equal(Object.keys(json.exports[entry])[0], 'types', entry);
    }
    assert.deepEqual(json.exports['.'], { types: './dist/clinic-widgets.d.ts', default: './dist/clinic-widgets.mjs' });
    assert.equal(json.exports['./react'].default, './dist/react.mjs');
    assert.equal(json.exports['./custom-elements.json'], './dist/custom-elements.json');
    assert.equal(json.exports['./svelte'], undefined, 'an entry whose types were not built is left out');
  });

  it('declares side effects for exactly its scripts, chunks included', () => {
    assert.deepEqual(json.sideEffects, ['./dist/clinic-widgets.js', './dist/clinic-widgets.mjs', './dist/chunk-1a2b3c4d.mjs', './dist/react.mjs']);
  });
});

describe('the files of the script directory', () => {
  it('are named by their path beside the script, whether built at the top of dist/ or under site/', () => {
    const metafile = (outputs: string[]) =>
      ({ inputs: {}, outputs: Object.fromEntries(outputs.map((o) => [o, { bytes: 1, inputs: {}, imports: [], exports: [] }])) }) as unknown as Metafile;
    assert.deepEqual(
      outputPaths('/p/dist', [metafile(['dist/clinic-widgets.js', 'dist/chunk-a.js']), metafile(['dist/site/assets/clinic-widgets-help.js'])], '/p'),
      ['assets/clinic-widgets-help.js', 'chunk-a.js', 'clinic-widgets.js'],
    );
  });

  it('carry the SRI hash of their bytes', () => {
    // The SHA-384 of an empty file, as `openssl dgst -sha384 -binary | base64` gives it.
    assert.equal(integrityOf(Buffer.alloc(0)), 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
  });
});
