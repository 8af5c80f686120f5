/** What the routes share: configuration, storage, clock and the auth services. */
import type { AccessTokens } from './auth/access-tokens.ts';
import type { DeviceTokens } from './auth/device-tokens.ts';
import type { PasswordHasher } from './auth/passwords.ts';
import type { RefreshTokens } from './auth/refresh-tokens.ts';
import type { ResetTokens } from './auth/reset-tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { DiskFullWatch } from './db/disk-full.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Background } from './plugins/background.ts';
import type { Limiters } from './plugins/rate-limits.ts';

/** The dependencies handed to every route module. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The app's clock in epoch milliseconds (injectable for expiry tests). */
  now: () => number;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  deviceTokens: DeviceTokens;
  refreshTokens: RefreshTokens;
  resetTokens: ResetTokens;
  mailer: Mailer;
  background: Background;
  limits: Limiters;
  /** Whether writes are failing on a full disk (the health check reads it). */
  diskFull: DiskFullWatch;
}
