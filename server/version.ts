/**
 * The release the server serves at its pinned script URLs: `/<version>/…` for exactly this one and
 * `/v<major>/…` for the newest of its major line. Taken from package.json when the server is built.
 */
import { version } from '../package.json';

/** The version of the bundle this server serves. */
export const VERSION: string = version;

/** The major version, as in the `/v<major>/` path. */
export const MAJOR: string = version.split('.')[0]!;
