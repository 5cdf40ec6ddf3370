import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findLiveUserById, type User } from '../users/users.public.js';
import type { AccessTokens } from './access-tokens.js';

/**
 * Answers "who is asking, and may they?" for every protected route. The token says who;
 * the database says whether that account still exists and what it may do, on every call,
 * so a deletion, a block or a role change takes effect at once.
 */
export class Authenticator {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: AccessTokens,
  ) {}

  /** The caller, or undefined when the request carries no token at all. */
  async optionalUser(request: FastifyRequest): Promise<User | undefined> {
    const header = request.headers.authorization;
    if (!header) return undefined;
    const token = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header)?.[1];
    if (!token) throw new AppError('unauthenticated', 'Authorization must be "Bearer <access token>"');
    const verified = await this.tokens.verify(token);
    if (verified === 'expired') throw new AppError('auth/id-token-expired', 'Your access token has expired.');
    if (verified === 'invalid') throw new AppError('unauthenticated', 'Your access token is not valid.');
    const user = await findLiveUserById(this.db, verified.userId);
    if (!user) throw new AppError('auth/user-token-expired', 'This account no longer exists.');
    if (user.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
    return user;
  }

  async user(request: FastifyRequest): Promise<User> {
    const user = await this.optionalUser(request);
    if (!user) throw new AppError('unauthenticated', 'Sign in to do this.');
    return user;
  }

  async seller(request: FastifyRequest): Promise<User> {
    const user = await this.user(request);
    if (!user.seller) throw new AppError('forbidden', 'Only sellers can do this.');
    return user;
  }

  async admin(request: FastifyRequest): Promise<User> {
    const user = await this.user(request);
    if (!user.admin) throw new AppError('forbidden', 'Only admins can do this.');
    return user;
  }
}
