/**
 * The release this bundle belongs to, taken from package.json when the bundle is built, so the
 * global, the pinned URLs and the package agree.
 */
import { version } from '../../../package.json';

/** The bundle's version, shown as `ClinicWidgets.version`. */
export const VERSION: string = version;
