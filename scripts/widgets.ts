/**
 * Builds the widget script and its chunks:
 *
 * 1. The classic script's `import()` calls are collected: each names an element's code (or the
 *    renderer, the API client, the chat's article search), so each is a chunk entry.
 * 2. esbuild splits those entries into content-hashed ES modules under chunks/ (`splitting`),
 *    with React and the other shared code in shared chunks they import.
 * 3. The classic script is built with each `import()` pointing at its entry's hashed file. A
 *    classic script loaded from another origin resolves a relative `import()` against nothing
 *    (its base URL is about:blank), so each address is made absolute from the script's own URL,
 *    read while it runs: a copy served under any path (a pinned version) loads its own chunks.
 *    The chunks' hashes go in the chunk manifest (chunk-integrity.json), whose own hash the
 *    script carries; each host page gets an import map of the hashes of the chunks it may load.
 * 4. The ES module build (clinic-widgets.mjs) imports chunks of its own (chunks/esm-*), built from
 *    the same entries with React left to the application, by relative address, which a module
 *    resolves against its own URL and a bundler follows.
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { integrityOf } from '../server/site/integrity.ts';
import { compact } from './compact.ts';
import { chunkOptions, dist, layout, root, moduleChunkOptions, moduleOptions, widgetOptions } from './build-options.ts';

/** The marker the first classic build writes in place of a chunk's address (its output is only read for them). */
const MARKER = 'clinic-widgets-chunk-address:';
/** The function, defined by the script's wrapper, that loads a chunk entry with all it imports. */
const LOAD = '__clinicLoad';
/**
 * The marker before a chunk's index in the final classic build: `import("~cw~7")` is exactly as
 * long as `__clinicLoad(7)`, so it is replaced in place and the source map stays true.
 */
const INDEX_MARKER = '~cw~';

/**
 * The wrapper around the classic script: its code runs in a function of its own (no globals), with
 * the folder of the script's own URL at hand: `document.currentScript`'s, or, for the file loaded
 * with `type="module"` (no currentScript), the last `<script src>` of that name on the page, as
 * widgets/runtime/script/config/script.ts finds it.
 */
const OWN_NAME = String.raw`/\/clinic-widgets(?:\.min)?\.m?js$/`;

/**
 * The chunk manifest, beside the script: an import map of every chunk's Subresource Integrity
 * value, by its address relative to the script (see `chunkManifest`). It lists chunks only, so the script can carry the manifest's own
 * hash without a cycle (integrity.json lists the script and the manifest).
 */
export const CHUNK_MANIFEST = 'chunk-integrity.json';

/**
 * The wrapper's opening: `s` is the script's own element (0 in Node, undefined when none is found,
 * when the page's address stands in) and `b` the script's URL; `files` lists the chunk files (under
 * chunks/) and `graph` gives, for each, the files it imports statically (indexes into `files`).
 * `__clinicLoad(index)` asks at once for the entry and every file it imports, directly or not
 * (`<link rel="modulepreload">`), then imports the entry: an element's code arrives in one round
 * trip, not one per level of imports.
 *
 * When the script's own tag has `integrity` (a partner page pinned to a release), the chunks are
 * held to their hashes too: before the first chunk is asked for, the chunk manifest is fetched with
 * the `manifestHash` the script carries (the browser refuses other bytes) and added to the page as
 * an import map, its `./` addresses made absolute from the script's folder; the browser then applies
 * its `integrity` to every module fetch of those URLs (modulepreload, `import()`, the chunks' own
 * imports). A manifest that fails rejects every load. A chunk that fails to load or to match is
 * named in a `[clinic-widgets]` console error (its preload link's error event), and the element
 * shows its load-failure notice.
 */
function banner(files: readonly string[], graph: readonly (readonly number[])[], manifestHash: string): string {
  return (
    `(()=>{const ${LOAD}=((s,f,g)=>{const b=s?s.src:s??location.href,a=i=>new URL("chunks/"+f[i],b),d=new Set,` +
    `m=s&&s.integrity&&fetch(new URL("${CHUNK_MANIFEST}",b),{integrity:${JSON.stringify(manifestHash)}}).then(r=>r.text()).then(x=>{` +
    `const l=document.createElement("script");l.type="importmap";l.textContent=x.replaceAll("./",new URL(".",b));document.head.append(l)}),` +
    `w=i=>{if(!d.has(i)){d.add(i);const l=document.createElement("link");l.rel="modulepreload";l.href=a(i);` +
    `l.onerror=()=>console.error("[clinic-widgets] "+l.href+" did not load or failed its integrity check");document.head.append(l);for(const j of g[i])w(j)}};` +
    `return async i=>{await m;w(i);return import(a(i))}})(` +
    // Without a DOM (the file imported in Node) there is no script and no page: nothing is loaded.
    `typeof document>"u"?0:document.currentScript||` +
    `[...document.querySelectorAll("script[src]")].filter(e=>${OWN_NAME}.test(new URL(e.src,location.href).pathname)).pop(),` +
    `${JSON.stringify(files)},${JSON.stringify(graph)});`
  );
}
const footer = '})();';

/**
 * The chunk files reachable from `entries` (names under chunks/) through the imports of the given
 * kinds, sorted, and each file's imports of those kinds.
 */
function reachable(
  metafile: esbuild.Metafile,
  outdir: string,
  entries: Iterable<string>,
  kinds: ReadonlySet<string>,
): { files: string[]; imports: Map<string, string[]> } {
  const name = (output: string) => relative(join(outdir, 'chunks'), resolve(output)).split('\\').join('/');
  const imports = new Map<string, string[]>();
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    imports.set(
      name(output),
      meta.imports.filter((edge) => kinds.has(edge.kind) && !edge.external).map((edge) => name(edge.path)),
    );
  }
  const listed = new Set<string>();
  const visit = (file: string) => {
    if (listed.has(file)) return;
    listed.add(file);
    for (const next of imports.get(file) ?? []) visit(next);
  };
  for (const entry of entries) visit(entry);
  return { files: [...listed].sort(), imports };
}

/**
 * The chunk files the classic script loads (its `import()` entries) and every file they import
 * statically, sorted, and for each the files it imports: what the browser would otherwise
 * discover one level per round trip. The script follows the graph all the way down, so a file's
 * list leaves out what another file of the list already imports, directly or not (the graph's
 * transitive reduction): the same files are asked for, with fewer bytes in every page's script.
 */
export function chunkGraph(metafile: esbuild.Metafile, outdir: string, entries: Iterable<string>): { files: string[]; graph: number[][] } {
  const { files, imports } = reachable(metafile, outdir, entries, new Set(['import-statement']));
  const index = new Map(files.map((file, at) => [file, at]));
  const direct = files.map((file) => [...new Set((imports.get(file) ?? []).map((next) => index.get(next)!))]);
  const under = (from: number): Set<number> => {
    const found = new Set<number>();
    const visit = (at: number) => {
      for (const next of direct[at]!) {
        if (found.has(next)) continue;
        found.add(next);
        visit(next);
      }
    };
    visit(from);
    return found;
  };
  const reach = files.map((_, at) => under(at));
  // An import is left out when another of the file's imports reaches it by a path that does not
  // come back through the file; of imports that reach one another, the first is kept.
  const covers = (other: number, file: number, at: number) => reach[other]!.has(file) && !reach[other]!.has(at) && (!reach[file]!.has(other) || other < file);
  const graph = direct.map((list, at) => list.filter((file) => !list.some((other) => other !== file && covers(other, file, at))).sort((a, b) => a - b));
  return { files, graph };
}

/**
 * Every chunk file (under chunks/) code loaded from `entries` may ask for: their static imports
 * and the `import()`s in the chunks themselves (styles, the assistant), all the way down.
 */
export function chunkClosure(metafile: esbuild.Metafile, outdir: string, entries: Iterable<string>): string[] {
  return reachable(metafile, outdir, entries, new Set(['import-statement', 'dynamic-import'])).files;
}

/** A chunk of esbuild's own code: no source module, no entry, importing nothing. */
export const isRuntimeChunk = (meta: esbuild.Metafile['outputs'][string]) =>
  Object.keys(meta.inputs).length === 0 && meta.entryPoint === undefined && meta.imports.length === 0;

/**
 * esbuild puts its runtime helpers (the CommonJS interop React's modules need) in a chunk of their
 * own, a chunk of no source module, and has chunks import it bare, for side effects it does not
 * have. A bare import of it is blanked (spaces of the same length, so the source map stays true)
 * and its edge dropped from the metafile, so only the chunks that use a helper fetch it: the chat's
 * closed state and the other code without React no longer does. Returns each chunk's new contents.
 */
export function dropBareRuntimeImports(outputFiles: readonly esbuild.OutputFile[], metafile: esbuild.Metafile): Map<string, Uint8Array> {
  const runtime = new Set(
    Object.entries(metafile.outputs)
      .filter(([output, meta]) => output.endsWith('.js') && isRuntimeChunk(meta))
      .map(([output]) => output),
  );
  const changed = new Map<string, Uint8Array>();
  if (runtime.size === 0) return changed;
  for (const file of outputFiles) {
    const output = Object.keys(metafile.outputs).find((key) => resolve(key) === file.path);
    if (!output?.endsWith('.js')) continue;
    let text = file.text;
    for (const helper of runtime) {
      const bare = `import"./${basename(helper)}";`;
      if (!text.includes(bare)) continue;
      text = text.replaceAll(bare, ' '.repeat(bare.length));
      // Still imported by name (import{…}from"…") where a helper is used.
      if (!text.includes(`"./${basename(helper)}"`)) {
        const meta = metafile.outputs[output]!;
        meta.imports = meta.imports.filter((edge) => edge.path !== helper);
      }
    }
    if (text !== file.text) changed.set(file.path, new TextEncoder().encode(text));
  }
  return changed;
}

/** The chunks minified again (compact.ts), each `.js` and its `.map` by path; `contents` gives a file as built. */
async function compactChunks(outputs: readonly esbuild.OutputFile[], contents: (file: esbuild.OutputFile) => Uint8Array): Promise<Map<string, Uint8Array>> {
  const maps = new Map(outputs.filter((file) => file.path.endsWith('.js.map')).map((file) => [file.path, file]));
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const compacted = new Map<string, Uint8Array>();
  await Promise.all(
    outputs
      .filter((file) => file.path.endsWith('.js'))
      .map(async (file) => {
        const mapFile = maps.get(`${file.path}.map`);
        const { code, map } = await compact({ path: file.path, code: text(contents(file)), map: mapFile ? text(mapFile.contents) : null }, { module: true });
        compacted.set(file.path, new TextEncoder().encode(code));
        if (mapFile && map) compacted.set(mapFile.path, new TextEncoder().encode(map));
      }),
  );
  return compacted;
}

/**
 * Fails the build when React and its renderer landed in different chunks. esbuild splits by which
 * entries reach a module, so a chunk loaded on demand that reaches React but not the renderer
 * (`react-dom`) splits React off into a second chunk that every element page then fetches, about
 * 1 KB of brotli more. Such a module imports the renderer (`import '…/mount.tsx'`) as element code does.
 */
export function assertReactWhole(metafile: esbuild.Metafile): void {
  const holder = (input: string) =>
    Object.entries(metafile.outputs).find(([output, meta]) => output.endsWith('.js') && Object.keys(meta.inputs).some((path) => path.endsWith(input)))?.[0];
  const react = holder('node_modules/react/cjs/react.production.js');
  const renderer = holder('node_modules/react-dom/cjs/react-dom-client.production.js');
  if (react !== renderer) {
    throw new Error(
      `React (${react}) and react-dom (${renderer}) were split into two chunks: a module loaded on demand reaches React without the renderer; import '…/runtime/react/mount.tsx' there`,
    );
  }
}

/** Each chunk script's SRI value by its path (`chunks/HASH.js`), sorted. */
function chunkScriptIntegrity(outputs: readonly BuiltFile[]): Record<string, string> {
  const scripts = outputs.filter((file) => /^chunks\/[^/]+\.js$/.test(file.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
  return Object.fromEntries(scripts.map((file) => [file.path, integrityOf(file.contents)]));
}

/**
 * The chunk manifest's bytes: an import map whose `integrity` names each chunk script by its
 * address relative to the script's folder (`./chunks/HASH.js`). The script makes the `./`
 * absolute from its own URL and adds the map to the page; host pages print it with `/`.
 */
export function chunkManifest(integrity: Record<string, string>): Uint8Array {
  const relativeToScript = Object.fromEntries(Object.entries(integrity).map(([path, hash]) => [`./${path}`, hash]));
  return new TextEncoder().encode(`${JSON.stringify({ integrity: relativeToScript }, null, 2)}\n`);
}

/**
 * The manifest's own SRI value, as the script carries it: sha256, the shortest the browser
 * accepts, since every byte of the script is downloaded by every page.
 */
export function manifestIntegrity(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * Resolves each `import()` to `marker + name(resolved path)`, external; records what it resolved,
 * and in `importers` (when given) which files ask for each.
 */
function chunkImports(name: (path: string) => string, seen: Set<string>, marker = MARKER, importers?: Map<string, Set<string>>): esbuild.Plugin {
  return {
    name: 'chunk-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'chunk-imports') return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'chunk-imports' });
        if (found.errors.length > 0) return { errors: found.errors };
        seen.add(found.path);
        if (importers) importers.set(found.path, (importers.get(found.path) ?? new Set()).add(args.importer));
        return { path: marker + name(found.path), external: true };
      });
    },
  };
}

/** `import("~cw~index")` → `__clinicLoad(index)`, the same length, so the source map stays true. */
function pointAtChunks(code: string): string {
  let count = 0;
  const out = code.replace(new RegExp(`import\\("${INDEX_MARKER}(\\d+)"\\)`, 'g'), (whole, index: string) => {
    count += 1;
    const call = `${LOAD}(${index})`;
    if (call.length !== whole.length) throw new Error(`the chunk marker must be as long as ${LOAD}(…)`);
    return call;
  });
  if (out.includes(INDEX_MARKER)) throw new Error('a chunk address was left unreplaced in the classic script');
  if (count === 0) throw new Error('the classic script imports no chunk');
  return out;
}

/** One written file: its path under the output folder and its bytes. */
export interface BuiltFile {
  path: string;
  contents: Uint8Array;
}

/** What the widget build made: the classic script, the module, the chunks and each element code's entry file. */
export interface WidgetBuild {
  script: BuiltFile;
  module: BuiltFile;
  files: BuiltFile[];
  /** Source path (relative to the project) of each chunk entry → its file under chunks/. */
  entries: Map<string, string>;
  /** The chunk build's metafile, for the size figures. */
  chunkMetafile: esbuild.Metafile;
  /** Each chunk script's SRI value by its path under the script's directory (`chunks/HASH.js`): the chunk manifest's. */
  chunkIntegrity: Record<string, string>;
  /**
   * The chunk files (`chunks/HASH.js`) a page holding these tags may load: what the script
   * itself loads on any page (the session, analytics, the API client…) and what the code of each
   * of these elements loads, all the way down.
   */
  chunksFor(tags: Iterable<string>): string[];
}

/** Each chunk entry's source (absolute path) → its file under the output folder (`chunks/HASH.js`). */
function entryFiles(metafile: esbuild.Metafile, outdir: string): Map<string, string> {
  const fileOf = new Map<string, string>();
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint) fileOf.set(resolve(meta.entryPoint), relative(outdir, resolve(output)).split('\\').join('/'));
  }
  return fileOf;
}

/** The element a file of the widgets belongs to (`widgets/elements/sign-in/…` → `clinic-sign-in`), or null. */
function elementOf(source: string): string | null {
  const match = /(?:^|[\\/])widgets[\\/]elements[\\/]([^\\/]+)[\\/]/.exec(source);
  return match ? `clinic-${match[1]}` : null;
}

/**
 * Builds the classic script, the ES module and their chunks into `outdir` (default dist/);
 * `write: false` keeps them in memory. `homepage` is the public site the module defaults to.
 * They are laid out as if in `layout` wherever they are written, so their bytes never depend on
 * the output folder.
 */
export async function buildWidgets(options: { outdir?: string; write?: boolean; sourcemap?: boolean; homepage?: string } = {}): Promise<WidgetBuild> {
  const target = options.outdir ?? dist;
  const outdir = layout;
  const sourcemap = options.sourcemap === false ? false : 'linked';
  const classic = { ...widgetOptions, outdir, sourcemap, banner: { js: banner([], [], '') }, footer: { js: footer }, write: false } as const;

  // 1. Which modules the classic script loads on demand.
  const wanted = new Set<string>();
  const importers = new Map<string, Set<string>>();
  await esbuild.build({ ...classic, sourcemap: false, minify: false, plugins: [...classic.plugins!, chunkImports((path) => path, wanted, MARKER, importers)] });
  // Sorted: the set fills in the order esbuild's resolve callbacks finish, which varies from run to
  // run, and the order of the entries decides how esbuild splits and names the shared chunks.
  const entryPoints = [...wanted].sort();

  // 2. The chunks.
  const chunkDir = join(outdir, 'chunks');
  const chunks = await esbuild.build({ ...chunkOptions, outdir: chunkDir, sourcemap, entryPoints, write: false });
  assertReactWhole(chunks.metafile!);
  const blanked = dropBareRuntimeImports(chunks.outputFiles!, chunks.metafile!);
  const compacted = await compactChunks(chunks.outputFiles!, (file) => blanked.get(file.path) ?? file.contents);
  const fileOf = entryFiles(chunks.metafile!, outdir);

  // 3. The classic script, pointing at them, with what each imports.
  const { files: chunkFiles, graph } = chunkGraph(
    chunks.metafile!,
    outdir,
    entryPoints.map((path) => fileOf.get(path)!.replace(/^chunks\//, '')),
  );
  const chunkContents = (file: esbuild.OutputFile) => compacted.get(file.path) ?? file.contents;
  const chunkIntegrity = chunkScriptIntegrity(
    chunks.outputFiles!.map((file) => ({ path: relative(outdir, file.path).split('\\').join('/'), contents: chunkContents(file) })),
  );
  const manifest: BuiltFile = { path: CHUNK_MANIFEST, contents: chunkManifest(chunkIntegrity) };
  const found = new Set<string>();
  const built = await esbuild.build({
    ...classic,
    banner: { js: banner(chunkFiles, graph, manifestIntegrity(manifest.contents)) },
    plugins: [
      ...classic.plugins!,
      chunkImports(
        (path) => {
          const index = chunkFiles.indexOf(fileOf.get(path)?.replace(/^chunks\//, '') ?? '');
          if (index < 0) throw new Error(`no chunk was built for ${path}`);
          return String(index);
        },
        found,
        INDEX_MARKER,
      ),
    ],
  });
  // 4. The module's own chunks: the same entries with React left to the application, which has
  // it (a peer dependency), so a React application holds one copy; then the module, importing them
  // by relative address.
  const moduleChunks = await esbuild.build({ ...moduleChunkOptions, outdir: chunkDir, sourcemap, entryPoints, write: false });
  const moduleBlanked = dropBareRuntimeImports(moduleChunks.outputFiles!, moduleChunks.metafile!);
  const moduleFileOf = entryFiles(moduleChunks.metafile!, outdir);
  const moduleBuild = await esbuild.build({
    ...moduleOptions(options.homepage ?? ''),
    outdir,
    sourcemap,
    write: false,
    plugins: [...classic.plugins!, chunkImports((path) => `./${moduleFileOf.get(path)}`, new Set(), '')],
  });
  const files: BuiltFile[] = [];
  let script: BuiltFile | null = null;
  let module: BuiltFile | null = null;
  const scriptFile = built.outputFiles!.find((file) => file.path.endsWith('.js'));
  const scriptMap = built.outputFiles!.find((file) => file.path.endsWith('.js.map'));
  if (scriptFile) {
    const compactScript = await compact({ path: scriptFile.path, code: pointAtChunks(scriptFile.text), map: scriptMap?.text ?? null }, { module: false });
    script = { path: relative(outdir, scriptFile.path), contents: new TextEncoder().encode(compactScript.code) };
    files.push(script);
    if (scriptMap && compactScript.map) files.push({ path: relative(outdir, scriptMap.path), contents: new TextEncoder().encode(compactScript.map) });
  }
  for (const file of built.outputFiles!) {
    if (file !== scriptFile && file !== scriptMap) files.push({ path: relative(outdir, file.path), contents: file.contents });
  }
  for (const file of moduleBuild.outputFiles!) {
    const built = { path: relative(outdir, file.path), contents: file.contents };
    if (built.path.endsWith('.mjs')) {
      if (new TextDecoder().decode(file.contents).includes(MARKER)) throw new Error('the module build kept a chunk marker');
      module = built;
    }
    files.push(built);
  }
  for (const file of chunks.outputFiles!) files.push({ path: relative(outdir, file.path), contents: chunkContents(file) });
  for (const file of moduleChunks.outputFiles!) files.push({ path: relative(outdir, file.path), contents: moduleBlanked.get(file.path) ?? file.contents });
  files.push(manifest);
  if (!script || !module) throw new Error('the widget build wrote no script or no module');

  if (options.write !== false) {
    for (const file of files) {
      await mkdir(dirname(join(target, file.path)), { recursive: true });
      await writeFile(join(target, file.path), file.contents);
    }
  }
  const entries = new Map([...fileOf].map(([source, file]) => [relative(root, source).split('\\').join('/'), file]));
  // The chunk entries every page's script may load, and those only an element's code loads.
  const pageWide: string[] = [];
  const ofElement = new Map<string, string[]>();
  for (const source of entryPoints) {
    const file = fileOf.get(source)!.replace(/^chunks\//, '');
    const owners = new Set([...(importers.get(source) ?? [])].map(elementOf));
    if (owners.has(null)) pageWide.push(file);
    for (const tag of owners) if (tag) ofElement.set(tag, [...(ofElement.get(tag) ?? []), file]);
  }
  const chunksFor = (tags: Iterable<string>) =>
    chunkClosure(chunks.metafile!, outdir, [...pageWide, ...[...tags].flatMap((tag) => ofElement.get(tag) ?? [])]).map((file) => `chunks/${file}`);
  return { script, module, files, entries, chunkMetafile: chunks.metafile!, chunkIntegrity, chunksFor };
}
