import { hash, verify } from '@node-rs/argon2';

/** How much memory (KiB) and how many passes one argon2id hash costs. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes (one lane). */
export const PRODUCTION_PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Hashes passwords with argon2id and checks them. A hash records its own cost, so checking
 * costs what hashing did. The cost is chosen where the app is built (`BuildOptions`), never by
 * an environment variable, so no production start can run cheaper than OWASP's figure.
 */
export class PasswordHasher {
  private decoy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordCost = PRODUCTION_PASSWORD_COST) {}

  // `algorithm: 2` is Argon2id (the library's const enum cannot be imported under isolated modules).
  hash(password: string): Promise<string> {
    return hash(password, { algorithm: 2, parallelism: 1, ...this.cost });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Checked against when the email is unknown, so a sign-in takes as long whether the
   * account exists or not (no enumeration by timing).
   */
  decoyHash(): Promise<string> {
    this.decoy ??= this.hash('refocus-decoy-password');
    return this.decoy;
  }
}

const productionHasher = new PasswordHasher();

/** At production cost: the first admin, the demo accounts and the CLI's accounts. */
export const hashPassword = (password: string): Promise<string> => productionHasher.hash(password);
