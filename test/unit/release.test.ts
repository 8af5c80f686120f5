/**
 * `npm run release`: the store only grows (a version's folder is written once, the same bytes again
 * change nothing, different bytes under a released version are refused), every file is copied with
 * its compressed copies, and the table of releases carries hashes equal to the released files;
 * `npm start` in production releases the build before it serves it.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { release, ReleaseError, releaseRows, withRelease } from '../../scripts/release.ts';
import { releaseForStart } from '../../scripts/start-release.ts';
import { integrityOf, readIntegrity } from '../../scripts/script-files.ts';
import { makeFakeBuild } from '../support/fake-build.ts';

const TABLE = '# Releases\n\n<!-- releases:start -->\n| release | a | b |\n|---|---|---|\n<!-- releases:end -->\n';

describe('npm run release', () => {
  let work: string;
  let store: string;
  let table: string;
  let build: string;

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'clinic-release-'));
    store = join(work, 'releases');
    table = join(work, 'RELEASES.md');
    await writeFile(table, TABLE);
    build = await makeFakeBuild('0.1.0', ['a-AAAAAAAA.js', 'b-BBBBBBBB.js'], join(work, 'dist'));
    await mkdir(store);
  });
  after(async () => rm(work, { recursive: true, force: true }));

  it('copies every file of the script directory, with its compressed copies and integrity.json, into <store>/<version>/', async () => {
    const done = await release({ from: build, store, table });
    assert.equal(done.outcome, 'added');
    const copied = (await readdir(join(store, '0.1.0'), { recursive: true })).sort();
    for (const path of [
      'clinic-widgets.js',
      'clinic-widgets.js.br',
      'clinic-widgets.js.gz',
      'chunks/a-AAAAAAAA.js',
      'chunks/b-BBBBBBBB.js.br',
      'assets/help-articles.json',
      'integrity.json',
    ]) {
      assert.ok(copied.includes(path), path);
    }
    assert.ok(!copied.some((path) => path.startsWith('.') || path.includes('partial')), 'no staging folder is left');
    assert.deepEqual(await readFile(join(store, '0.1.0', 'chunks/a-AAAAAAAA.js')), await readFile(join(build, 'chunks/a-AAAAAAAA.js')));
  });

  it('writes hashes into the table of releases that equal the released files', async () => {
    const rows = releaseRows(await readFile(table, 'utf8'));
    assert.deepEqual([...rows.keys()], ['0.1.0']);
    assert.equal(rows.get('0.1.0')!.script, integrityOf(await readFile(join(store, '0.1.0', 'clinic-widgets.js'))));
    assert.equal(rows.get('0.1.0')!.manifest, integrityOf(await readFile(join(store, '0.1.0', 'integrity.json'))));
    const listed = await readIntegrity(join(store, '0.1.0'));
    for (const [path, hash] of Object.entries(listed.files)) assert.equal(integrityOf(await readFile(join(store, '0.1.0', path))), hash, path);
  });

  it('changes nothing when the same bytes are released again', async () => {
    const before = await readFile(table, 'utf8');
    assert.equal((await release({ from: build, store, table })).outcome, 'unchanged');
    assert.equal(await readFile(table, 'utf8'), before);
  });

  it('refuses different bytes under a released version, and leaves the release as it was', async () => {
    const rebuilt = await makeFakeBuild('0.1.0', ['a-CCCCCCCC.js'], join(work, 'rebuilt'));
    const held = await readFile(join(store, '0.1.0', 'integrity.json'));
    await assert.rejects(
      release({ from: rebuilt, store, table }),
      (error: Error) => error instanceof ReleaseError && /already holds a different 0\.1\.0.*Bump the version/s.test(error.message),
    );
    assert.deepEqual(await readFile(join(store, '0.1.0', 'integrity.json')), held);
    assert.ok(!existsSync(join(store, '0.1.0', 'chunks/a-CCCCCCCC.js')));
  });

  it('refuses a build whose files changed after it wrote integrity.json', async () => {
    const edited = await makeFakeBuild('0.3.0', ['a-DDDDDDDD.js'], join(work, 'edited'));
    await writeFile(join(edited, 'chunks/a-DDDDDDDD.js'), 'export const tampered = 1;\n');
    await assert.rejects(release({ from: edited, store }), /chunks\/a-DDDDDDDD\.js changed since the build/);
    assert.ok(!existsSync(join(store, '0.3.0')));
  });

  it('adds a later release beside the earlier ones, newest row first', async () => {
    const later = await makeFakeBuild('0.2.0', ['a-EEEEEEEE.js'], join(work, 'later'));
    assert.equal((await release({ from: later, store, table })).outcome, 'added');
    assert.ok(existsSync(join(store, '0.1.0', 'chunks/a-AAAAAAAA.js')), 'the earlier release stays');
    assert.deepEqual([...releaseRows(await readFile(table, 'utf8')).keys()], ['0.2.0', '0.1.0']);
  });
});

describe('the table of releases', () => {
  it('keeps one row per release, newest version first, and rewrites the row of the same version', () => {
    const once = withRelease(TABLE, '0.1.0', 'sha384-aaa', 'sha384-mmm');
    const twice = withRelease(withRelease(once, '0.2.0', 'sha384-bbb', 'sha384-nnn'), '0.1.0', 'sha384-aaa', 'sha384-mmm');
    assert.deepEqual(
      [...releaseRows(twice)],
      [
        ['0.2.0', { script: 'sha384-bbb', manifest: 'sha384-nnn' }],
        ['0.1.0', { script: 'sha384-aaa', manifest: 'sha384-mmm' }],
      ],
    );
    assert.ok(twice.startsWith('# Releases\n') && twice.endsWith('<!-- releases:end -->\n'));
  });

  it("RELEASES.md names, for every release in this machine's store, the hashes of its files", async () => {
    const rows = releaseRows(await readFile(new URL('../../RELEASES.md', import.meta.url), 'utf8'));
    const local = new URL('../../releases/', import.meta.url);
    for (const [version, row] of rows) {
      const folder = new URL(`${version}/`, local);
      if (!existsSync(folder)) continue;
      assert.equal(integrityOf(await readFile(new URL('clinic-widgets.js', folder))), row.script, version);
      assert.equal(integrityOf(await readFile(new URL('integrity.json', folder))), row.manifest, version);
    }
  });
});

describe('npm start in production', () => {
  let work: string;

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'clinic-start-release-'));
  });
  after(async () => rm(work, { recursive: true, force: true }));

  it('adds the build to the releases store before the server starts, and again does nothing', async () => {
    const build = await makeFakeBuild('0.3.0', ['AAAAAAAA.js'], join(work, 'dist'));
    const env = { NODE_ENV: 'production', RELEASES_DIR: join(work, 'releases') };
    assert.equal((await releaseForStart(env, build))?.outcome, 'added');
    assert.deepEqual(await readFile(join(work, 'releases', '0.3.0', 'clinic-widgets.js')), await readFile(join(build, 'clinic-widgets.js')));
    assert.equal((await releaseForStart(env, build))?.outcome, 'unchanged');
  });

  it('stops the start when the store holds that version with other bytes: the version must be bumped', async () => {
    const rebuilt = await makeFakeBuild('0.3.0', ['CCCCCCCC.js'], join(work, 'rebuilt'));
    await assert.rejects(releaseForStart({ NODE_ENV: 'production', RELEASES_DIR: join(work, 'releases') }, rebuilt), (error: Error) => {
      return error instanceof ReleaseError && /Bump the version/.test(error.message);
    });
  });

  it('releases nothing outside production', async () => {
    const build = await makeFakeBuild('0.4.0', ['AAAAAAAA.js'], join(work, 'dev'));
    assert.equal(await releaseForStart({ RELEASES_DIR: join(work, 'dev-releases') }, build), null);
    assert.equal(existsSync(join(work, 'dev-releases')), false);
  });
});

describe('RELEASES.md', () => {
  it('says no release is published until the first one, whose row takes the place of that note', async () => {
    const table = await readFile(join(import.meta.dirname, '../../RELEASES.md'), 'utf8');
    const rows = releaseRows(table);
    if (rows.size > 0) return;
    assert.match(table, /no release published yet/);
    const first = withRelease(table, '0.1.0', 'sha384-script', 'sha384-manifest');
    assert.doesNotMatch(first, /no release published yet/);
    assert.deepEqual([...releaseRows(first).keys()], ['0.1.0']);
  });
});
