/**
 * Emits the type declarations from their TypeScript source in widgets/public/: the main
 * dist/clinic-widgets.d.ts is bundled by dts-bundle-generator (which compiles with
 * emitDeclarationOnly and inlines the attribute specs and helper types the elements are typed
 * with), and each framework's file (React 19 JSX, Vue 3 GlobalComponents, Svelte 5 elements) is
 * tsc's declaration output of its source, which imports the main file as './clinic-widgets.js'.
 * No declaration is written as text here.
 */
import { generateDtsBundle } from 'dts-bundle-generator';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = join(root, 'widgets/public');
const tsconfig = join(source, 'tsconfig.json');

/** The shipped declaration files, each by the source file it is emitted from. */
export const DECLARATION_FILES = {
  'clinic-widgets.d.ts': 'clinic-widgets.ts',
  'clinic-widgets.react.d.ts': 'clinic-widgets.react.ts',
  'clinic-widgets.vue.d.ts': 'clinic-widgets.vue.ts',
  'clinic-widgets.svelte.d.ts': 'clinic-widgets.svelte.ts',
} as const;

const BANNER = '// Emitted from widgets/public/ by scripts/types.ts. Do not edit.\n';

/** The framework files as tsc emits them (declarations only, one program for all three). */
function frameworkDeclarations(): Record<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText) });
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  // `npm run typecheck` checks this program (and dts-bundle-generator the main file just before):
  // this emit only needs the declarations, so it skips checking the bodies (`noCheck`).
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: { ...config.options, noEmit: false, emitDeclarationOnly: true, declaration: true, noCheck: true },
  });
  const errors = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics()];
  if (errors.length > 0)
    throw new Error(ts.formatDiagnostics(errors, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
  const out: Record<string, string> = {};
  for (const [shipped, file] of Object.entries(DECLARATION_FILES)) {
    if (file === DECLARATION_FILES['clinic-widgets.d.ts']) continue;
    const sourceFile = program.getSourceFile(join(source, file));
    if (!sourceFile) throw new Error(`${file} is not in ${tsconfig}`);
    program.emit(
      sourceFile,
      (_name, text) => {
        out[shipped] = text;
      },
      undefined,
      true,
    );
  }
  return out;
}

/** Emits the four declaration files into `dist`. */
export async function writeDeclarations(dist: string): Promise<void> {
  const [main] = generateDtsBundle(
    [{ filePath: join(source, DECLARATION_FILES['clinic-widgets.d.ts']), output: { noBanner: true, inlineDeclareGlobals: true } }],
    {
      preferredConfigPath: tsconfig,
    },
  );
  await writeFile(join(dist, 'clinic-widgets.d.ts'), BANNER + main);
  for (const [shipped, text] of Object.entries(frameworkDeclarations())) await writeFile(join(dist, shipped), BANNER + text);
}
