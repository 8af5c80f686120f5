/** The short-lived access token: an HS256 JWT with issuer and audience, checked on protected calls. */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Access tokens live 15 minutes, short enough that logout needs no deny-list. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** The `iss` claim every token carries and every check demands. */
export const JWT_ISSUER = 'clinic-platform';
/** The `aud` claim: the API this token is for. */
export const JWT_AUDIENCE = 'clinic-platform-api';

/** What a verified access token says. */
export interface AccessClaims {
  userId: string;
  /** Issued-at, seconds since the epoch. */
  issuedAt: number;
  /** The account's session version when the token was signed; a password change raises it. */
  sessionVersion: number;
}

/** Signs and verifies access tokens with one secret and the app's clock. */
export class AccessTokens {
  /** The HMAC key, imported once rather than on every signature and check. */
  readonly #key: Promise<webcrypto.CryptoKey>;
  readonly #now: () => number;

  constructor(secret: string, now: () => number) {
    this.#key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.#now = now;
  }

  /**
   * A token for the user, valid for 15 minutes from the app's clock, bound to the account's session
   * version: a password change revokes it at once, whatever second it was signed in.
   */
  async sign(userId: string, sessionVersion: number): Promise<string> {
    const issuedAt = Math.floor(this.#now() / 1000);
    return new SignJWT({ sv: sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(await this.#key);
  }

  /** The claims of a valid token, or null for a bad, expired, foreign or `alg: none` token. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        currentDate: new Date(this.#now()),
        requiredClaims: ['sub', 'iat', 'exp', 'sv'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number' || !Number.isSafeInteger(payload.sv)) return null;
      return { userId: payload.sub, issuedAt: payload.iat, sessionVersion: payload.sv as number };
    } catch {
      return null;
    }
  }
}
