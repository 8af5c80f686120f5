/**
 * The ES module's entry (clinic-widgets.mjs, what `import 'clinic-widgets'` runs): the classic
 * script's entry, which defines every element, and `configure()` as a named export. The classic
 * script keeps its own entry: a plain script has no exports.
 */
import './index.ts';

export { configure } from './runtime/script/configure.ts';
