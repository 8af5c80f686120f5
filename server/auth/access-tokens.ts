/**
 * The short-lived access token: an HS256 JWT with issuer and audience, checked on protected calls.
 * Signed and checked with fast-jwt (the JWT library of Fastify's own @fastify/jwt), synchronously
 * through node:crypto: a token costs microseconds, not a trip through WebCrypto's thread pool.
 */
import { createSigner, createVerifier } from 'fast-jwt';

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
  readonly #secret: string;
  readonly #now: () => number;
  readonly #signer: (payload: Record<string, unknown>) => string;

  constructor(secret: string, now: () => number) {
    this.#secret = secret;
    this.#now = now;
    this.#signer = createSigner({ key: secret, algorithm: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE });
  }

  /**
   * A token for the user, valid for 15 minutes from the app's clock, bound to the account's session
   * version: a password change revokes it at once, whatever second it was signed in.
   */
  sign(userId: string, sessionVersion: number): string {
    const issuedAt = Math.floor(this.#now() / 1000);
    return this.#signer({ sub: userId, sv: sessionVersion, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_SECONDS });
  }

  /** The claims of a valid token, or null for a bad, expired, foreign or `alg: none` token. */
  verify(token: string): AccessClaims | null {
    try {
      // A verifier per check: it reads the app's clock, which tests move.
      const payload = createVerifier({
        key: this.#secret,
        algorithms: ['HS256'],
        allowedIss: JWT_ISSUER,
        allowedAud: JWT_AUDIENCE,
        // Issuer and audience must be present, not only right when present.
        requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp', 'sv'],
        clockTimestamp: this.#now(),
        cache: false,
      })(token) as Record<string, unknown>;
      if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number' || !Number.isSafeInteger(payload.sv)) return null;
      // Expired from its `exp` second on, as the token's own 15 minutes say.
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.#now()) return null;
      return { userId: payload.sub, issuedAt: payload.iat, sessionVersion: payload.sv as number };
    } catch {
      return null;
    }
  }
}
