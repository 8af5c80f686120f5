/**
 * Builds dist/: the one widget script and the chunks it loads on demand, the manifest and type
 * declarations, the host pages with the help content, the server, and brotli/gzip copies of the files.
 * `tsx esbuild.config.ts` builds once; `--watch --serve` rebuilds on change and serves.
 *
 * Every language's catalogs are compiled from locales/ first, since the rest of the build imports them,
 * and the answer endpoint's classifier is trained when the help content changed (the server carries it).
 */
import { compileLocales } from './scripts/compile-locales.ts';

compileLocales();
// Imported once the catalogs exist: the classifier's training reads the help content, which imports them.
await (await import('./scripts/assistant-classifier.ts')).compileAssistantClassifier();
await import('./scripts/build-all.ts');
