import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
/** HKDF's `info`: a key for this one purpose, unrelated to the token-signing use of the secret. */
const KEY_PURPOSE = 'refocus totp secret encryption v1';

/**
 * Keeps TOTP secrets encrypted at rest (decision 017): AES-256-GCM under a key derived with
 * HKDF-SHA256 from the token secret, so a copy of the database alone (a backup, a dump)
 * does not let anyone compute a user's codes. Stored as `v1.<iv>.<ciphertext>.<tag>`; the
 * user id is authenticated data, so a secret moved to another user's row does not decrypt.
 */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(tokenSecret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.alloc(0), KEY_PURPOSE, 32));
  }

  seal(secretBase32: string, userId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(userId));
    const ciphertext = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string, userId: string): string {
    const [version, iv, ciphertext, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !ciphertext || !tag) throw new Error('unknown TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
