/**
 * Node.js 22 (LTS) is the floor, said the same way everywhere: package.json `engines`, `.nvmrc`,
 * the README, the Node types the code is checked against, the server build's target, and CI, which
 * brings Node 22 itself to a machine that has an older one.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { root, serverOptions } from '../../scripts/build-options.ts';

const read = (file: string) => readFile(join(root, file), 'utf8');

describe('the Node.js floor', () => {
  it('is 22 in package.json engines and .nvmrc', async () => {
    const project = JSON.parse(await read('package.json'));
    assert.equal(project.engines.node, '>=22');
    assert.equal((await read('.nvmrc')).trim(), '22');
  });

  it('is what the code is typed and the server built for', async () => {
    const project = JSON.parse(await read('package.json'));
    assert.match(project.devDependencies['@types/node'], /^\^22\./);
    assert.equal(serverOptions.target, 'node22');
  });

  it("is the README's requirement", async () => {
    assert.match(await read('README.md'), /^Requirements: Node\.js 22\b/m);
  });

  it('is installed by CI from the npm registry and put first on PATH before npm ci', async () => {
    const ci = await read('.ci/run');
    const install = ci.indexOf('node@22');
    const path = ci.indexOf('export PATH="$node22/node_modules/node/bin:$PATH"');
    assert.ok(install > 0, 'CI installs node@22');
    assert.ok(path > install, 'CI puts the installed binary first on PATH');
    assert.ok(ci.indexOf('\nnpm ci ') > path, 'CI runs npm ci with Node 22');
  });
});
