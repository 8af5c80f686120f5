/**
 * The release this bundle belongs to, and the public site it comes from: both taken from
 * package.json when the bundle is built, so the global, the pinned URLs and the package agree.
 */
import { homepage, version } from '../../package.json';

/** The bundle's version, shown as `ClinicWidgets.version`. */
export const VERSION: string = version;

/** The public site's address (package.json `homepage`). */
export const HOMEPAGE: string = homepage;
