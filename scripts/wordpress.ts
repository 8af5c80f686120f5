/**
 * `npm run package:wordpress`: builds dist/ (unless `--no-build`), then writes
 * dist/clinic-widgets-wordpress-<version>.zip, the WordPress plugin as Plugins → Add New → Upload
 * takes it: the folder clinic-widgets/ with the PHP of integrations/wordpress/plugin/, the editor
 * code compiled from integrations/wordpress/editor/, and elements.json, written from the built
 * manifest (dist/custom-elements.json), so every element and attribute reaches WordPress with no
 * list kept by hand. The zip's bytes depend only on its files (fixed dates, sorted names).
 */
import { build } from 'esbuild';
import { zipSync, type Zippable } from 'fflate';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildUnlessAsked, dist, root } from './build-options.ts';

const PLUGIN = join(root, 'integrations/wordpress/plugin');
const EDITOR = join(root, 'integrations/wordpress/editor');

/**
 * Elements that enhance the assembled site's own markup (its header, tabs, tour and handbook
 * sidebar need the page's HTML around them), so a WordPress page has no use for them.
 */
const SITE_ONLY = new Set(['clinic-site-header', 'clinic-feature-tabs', 'clinic-demo-tour', 'clinic-handbook-nav']);

interface ManifestAttribute {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
}
interface ManifestDeclaration {
  tagName?: string;
  summary?: string;
  attributes?: ManifestAttribute[];
}

/** One attribute as the plugin describes it: free text, a choice among options, or a boolean. */
export interface PluginAttribute {
  name: string;
  kind: 'text' | 'choice' | 'boolean';
  options?: string[];
  default?: string;
  description: string;
}

/** One element as the plugin's blocks and shortcodes use it. */
export interface PluginElement {
  tag: string;
  name: string;
  title: string;
  description: string;
  attributes: PluginAttribute[];
}

/** "'monthly' | 'annually'" → ['monthly', 'annually']; null for a type that is not a union of strings. */
function choicesOf(type: string): string[] | null {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

function attributeOf(attribute: ManifestAttribute): PluginAttribute {
  const type = attribute.type?.text ?? 'string';
  const options = choicesOf(type);
  const described = { name: attribute.name, description: attribute.description ?? '' };
  if (type === 'boolean') return { ...described, kind: 'boolean' };
  const withDefault = attribute.default === undefined ? {} : { default: attribute.default };
  return options ? { ...described, kind: 'choice', options, ...withDefault } : { ...described, kind: 'text', ...withDefault };
}

/** "clinic-forgot-password" → "Forgot password". */
function titleOf(tag: string): string {
  const words = tag.replace(/^clinic-/, '').replaceAll('-', ' ');
  return `Clinic ${words}`;
}

/** The elements a WordPress page can use, from the built manifest. */
export function pluginElements(manifest: { modules: { declarations?: ManifestDeclaration[] }[] }): PluginElement[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ManifestDeclaration & { tagName: string } => Boolean(declaration.tagName) && !SITE_ONLY.has(declaration.tagName!))
    .map((declaration) => ({
      tag: declaration.tagName,
      name: declaration.tagName.replace(/^clinic-/, ''),
      title: titleOf(declaration.tagName),
      description: declaration.summary ?? '',
      attributes: (declaration.attributes ?? []).map(attributeOf),
    }));
}

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => relative(dir, join(dir, path)))
    .sort();
}

/** The editor's two scripts, compiled for the browsers WordPress's editor supports. */
async function editorScripts(): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  for (const name of ['blocks', 'settings']) {
    const result = await build({
      entryPoints: [join(EDITOR, `${name}.ts`)],
      bundle: true,
      format: 'iife',
      target: ['es2020'],
      minify: true,
      legalComments: 'none',
      write: false,
      logLevel: 'warning',
    });
    out[`${name}.js`] = result.outputFiles[0]!.contents;
  }
  return out;
}

/** Writes the plugin's zip and returns its path. */
export async function packageWordPressPlugin(): Promise<string> {
  const manifest = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const files: Record<string, Uint8Array> = {};
  for (const path of filesUnder(PLUGIN)) files[path] = readFileSync(join(PLUGIN, path));
  // The plugin's header names the version it was built with.
  files['clinic-widgets.php'] = new TextEncoder().encode(
    readFileSync(join(PLUGIN, 'clinic-widgets.php'), 'utf8').replace(/^( \* Version:\s+).*$/m, `$1${version}`),
  );
  files['elements.json'] = new TextEncoder().encode(`${JSON.stringify({ version, elements: pluginElements(manifest) }, null, 2)}\n`);
  files.LICENSE = readFileSync(join(root, 'LICENSE'));
  Object.assign(files, await editorScripts());

  // 1980-01-01, the first date a zip can hold: the same files always give the same bytes.
  const mtime = new Date(1980, 0, 1);
  const folder: Zippable = {};
  for (const path of Object.keys(files).sort()) folder[path] = [files[path]!, { mtime, level: 9 }];
  const zip = zipSync({ 'clinic-widgets': folder }, { mtime });
  const out = join(dist, `clinic-widgets-wordpress-${version}.zip`);
  writeFileSync(out, zip);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildUnlessAsked();
  const out = await packageWordPressPlugin();
  console.log(`wrote ${relative(process.cwd(), out)} (${statSync(out).size} bytes)`);
}
