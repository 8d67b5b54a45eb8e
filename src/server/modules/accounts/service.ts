import { APIError } from 'better-auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeText } from '../../../domain/security';
import type { Database } from '../../db/client';
import { toWebHeaders } from '../../plugins/auth';
import { AppError, unauthorized } from '../../lib/errors';
import { ensureProfile, findMe, updateProfile, type MeRow } from './queries';

export interface AuthResult {
  user: MeRow;
  setCookies: string[];
}

/** better-auth's error codes, mapped to ours (the web app translates ours). */
function mapAuthError(err: unknown): AppError {
  if (err instanceof APIError) {
    const code = String((err.body as { code?: string } | undefined)?.code ?? '');
    if (code.startsWith('USER_ALREADY_EXISTS')) return new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND')
      return new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    if (code === 'PASSWORD_TOO_SHORT') return new AppError(400, 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters');
    if (code === 'PASSWORD_TOO_LONG') return new AppError(400, 'PASSWORD_TOO_LONG', 'Password is too long');
    if (code === 'INVALID_EMAIL') return new AppError(400, 'EMAIL_INVALID', 'Invalid email format');
    const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
    return new AppError(status, 'AUTH_FAILED', err.message || 'Authentication failed.');
  }
  throw err;
}

function cookiesFrom(headers: Headers | undefined): string[] {
  return headers?.getSetCookie?.() ?? [];
}

export function createAccountsService(app: FastifyInstance, db: Database) {
  return {
    async signUp(request: FastifyRequest, input: { email: string; password: string; fullName: string; locale: string }): Promise<AuthResult> {
      const fullName = sanitizeText(input.fullName);
      if (!fullName) throw new AppError(400, 'FULL_NAME_REQUIRED', 'Full name is required', { fullName: ['FULL_NAME_REQUIRED'] });
      let result;
      try {
        result = await app.auth.api.signUpEmail({
          body: { email: input.email, password: input.password, name: fullName },
          headers: toWebHeaders(request),
          returnHeaders: true,
        });
      } catch (err) {
        throw mapAuthError(err);
      }
      const userId = result.response.user.id;
      // The create hook writes the profile; this makes sure even if a hook was skipped.
      await ensureProfile(db, userId, fullName);
      await updateProfile(db, userId, { preferredLanguage: input.locale === 'am-ET' ? 'am-ET' : 'en' });
      await app.securityEvents.record({ kind: 'sign_up', userId, ip: request.ip });
      const user = await findMe(db, userId);
      if (!user) throw new AppError(500, 'INTERNAL', 'Account was not created.');
      await app.mailer
        .send({
          to: user.email,
          subject: input.locale === 'am-ET' ? 'እንኳን ወደ ቲበብ በደህና መጡ' : 'Welcome to Tibeb',
          text:
            input.locale === 'am-ET'
              ? `ሰላም ${user.fullName}፣\n\nየቲበብ መለያዎ ተፈጥሯል። በባህላዊ አልባሳት ይደሰቱ!\n`
              : `Hello ${user.fullName},\n\nYour Tibeb account is ready. Enjoy discovering traditional Ethiopian clothing from independent designers.\n`,
        })
        .catch((err: unknown) => request.log.warn({ err }, 'welcome mail failed'));
      return { user, setCookies: cookiesFrom(result.headers) };
    },

    async signIn(request: FastifyRequest, input: { email: string; password: string }): Promise<AuthResult> {
      let result;
      try {
        result = await app.auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers: toWebHeaders(request),
          returnHeaders: true,
        });
      } catch (err) {
        const mapped = mapAuthError(err);
        await app.securityEvents.record({ kind: 'sign_in_failed', ip: request.ip, detail: mapped.code });
        throw mapped;
      }
      const user = await findMe(db, result.response.user.id);
      if (!user) {
        await ensureProfile(db, result.response.user.id, result.response.user.name);
      }
      const me = user ?? (await findMe(db, result.response.user.id));
      if (!me) throw new AppError(500, 'INTERNAL', 'Profile missing.');
      return { user: me, setCookies: cookiesFrom(result.headers) };
    },

    async signOut(request: FastifyRequest): Promise<string[]> {
      try {
        const result = await app.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
        return cookiesFrom(result.headers);
      } catch {
        // Signing out without a valid session is not an error for the shopper.
        return [];
      }
    },

    async me(request: FastifyRequest): Promise<MeRow | null> {
      const session = await request.sessionUser();
      return session ? findMe(db, session.id) : null;
    },

    async updateMe(request: FastifyRequest, patch: Parameters<typeof updateProfile>[2]): Promise<MeRow> {
      const session = await request.sessionUser();
      if (!session) throw unauthorized('No user logged in');
      const clean = Object.fromEntries(
        Object.entries(patch).map(([k, v]) => [k, typeof v === 'string' ? sanitizeText(v) : v]),
      ) as typeof patch;
      await updateProfile(db, session.id, clean);
      const me = await findMe(db, session.id);
      if (!me) throw unauthorized('No user logged in');
      return me;
    },
  };
}
