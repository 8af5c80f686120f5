/**
 * The WordPress plugin's zip: the folder WordPress's upload expects, every element of the built
 * manifest a block and a shortcode (its attributes with their kinds and choices), the same bytes
 * from the same files, and PHP that parses (when PHP is installed).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { packageWordPressPlugin, pluginElements, type PluginElement } from '../../scripts/wordpress.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'));
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

describe('the WordPress plugin zip', () => {
  it('holds clinic-widgets/ with the plugin file named for this version, the editor code and elements.json', async () => {
    const zip = unzipSync(readFileSync(await packageWordPressPlugin()));
    const names = Object.keys(zip).filter((name) => !name.endsWith('/'));
    assert.ok(
      names.every((name) => name.startsWith('clinic-widgets/')),
      names.join(', '),
    );
    for (const file of ['clinic-widgets.php', 'blocks.js', 'settings.js', 'elements.json', 'LICENSE', 'includes/content-check.php']) {
      assert.ok(zip[`clinic-widgets/${file}`], `${file} is in the zip`);
    }
    const header = new TextDecoder().decode(zip['clinic-widgets/clinic-widgets.php']);
    assert.match(header, new RegExp(`^ \\* Version:\\s+${version.replaceAll('.', '\\.')}$`, 'm'));
    const elements = JSON.parse(new TextDecoder().decode(zip['clinic-widgets/elements.json'])) as { version: string; elements: PluginElement[] };
    assert.equal(elements.version, version);
    assert.deepEqual(elements.elements, pluginElements(manifest));
  });

  it('makes the same bytes from the same files', async () => {
    const first = readFileSync(await packageWordPressPlugin());
    const second = readFileSync(await packageWordPressPlugin());
    assert.ok(first.equals(second));
  });

  it('offers every element of the manifest but those that enhance the site’s own markup, with each attribute’s kind', () => {
    const elements = pluginElements(manifest);
    const tags = elements.map((element) => element.tag);
    for (const tag of [
      'clinic-pricing',
      'clinic-sign-in',
      'clinic-register',
      'clinic-forgot-password',
      'clinic-reset-password',
      'clinic-chat',
      'clinic-help-search',
    ]) {
      assert.ok(tags.includes(tag), `${tag} is offered`);
    }
    for (const tag of ['clinic-site-header', 'clinic-feature-tabs', 'clinic-demo-tour', 'clinic-handbook-nav']) assert.ok(!tags.includes(tag), `${tag} is not`);
    const declared = manifest.modules
      .flatMap((module: { declarations?: { tagName?: string }[] }) => module.declarations ?? [])
      .filter((d: { tagName?: string }) => d.tagName);
    assert.equal(elements.length, declared.length - 4);
    const pricing = elements.find((element) => element.tag === 'clinic-pricing')!;
    assert.deepEqual(
      pricing.attributes.find((attribute) => attribute.name === 'billing'),
      { name: 'billing', kind: 'choice', options: ['monthly', 'annually'], default: 'monthly', description: 'The billing period shown; the toggle sets it.' },
    );
    assert.equal(elements.find((element) => element.tag === 'clinic-chat')!.attributes.find((attribute) => attribute.name === 'open')!.kind, 'boolean');
    assert.equal(pricing.title, 'Clinic pricing');
  });

  it('has PHP that parses', { skip: spawnSync('php', ['--version']).status === 0 ? false : 'PHP is not installed' }, async () => {
    const zip = unzipSync(readFileSync(await packageWordPressPlugin()));
    for (const [name, bytes] of Object.entries(zip).filter(([name]) => name.endsWith('.php'))) {
      const lint = spawnSync('php', ['-l'], { input: bytes, encoding: 'utf8' });
      assert.equal(lint.status, 0, `${name}: ${lint.stdout}${lint.stderr}`);
    }
  });
});
