/** The JWT signing secret: JWT_SECRET when set, else one generated once and kept in DATA_DIR. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JWT_SECRET_MIN_BYTES, type Config } from './config.ts';

/** Returns the signing secret, creating DATA_DIR/jwt-secret (mode 600) on first use. */
export async function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret !== null) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  await mkdir(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one secret.
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (Buffer.byteLength(secret, 'utf8') < JWT_SECRET_MIN_BYTES) {
    throw new Error(`${file} holds a secret shorter than ${JWT_SECRET_MIN_BYTES} bytes; delete it to generate a new one`);
  }
  return secret;
}
