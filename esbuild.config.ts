/**
 * Builds dist/: the one widget script and the chunks it loads on demand, the manifest and type
 * declarations, the host pages with the help content, the server, and brotli/gzip copies of the files.
 * `tsx esbuild.config.ts` builds once; `--watch --serve` rebuilds on change and serves.
 *
 * Every language's catalogs are compiled from locales/ first, since the rest of the build imports them,
 * and the answer endpoint's classifier is trained when the help content changed (the server carries it).
 */
import { compileAssistantClassifier } from './scripts/assistant-classifier.ts';
import { compileLocales } from './scripts/compile-locales.ts';

compileLocales();
await compileAssistantClassifier();
await import('./scripts/build-all.ts');
