import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_DAYS } from './refresh-sessions.js';

const REFRESH_COOKIE = 'refocus_refresh';

/**
 * The refresh token lives only in this cookie: HttpOnly (no script reads it), SameSite
 * Strict (no other site can make the browser send it), and scoped to /api/auth.
 */
export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth',
    maxAge: REFRESH_TOKEN_DAYS * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth' });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
