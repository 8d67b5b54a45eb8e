import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import { RATE_LIMIT_POLICIES } from '../../plugins/rate-limit';
import type { Me } from '../../../domain/accounts/api';
import {
  changeEmailSchema,
  confirmEmailResultSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  deviceSessionsSchema,
  languageHeadersSchema,
  meResultSchema,
  forgotPasswordSchema,
  okSchema,
  resetPasswordSchema,
  sessionUserSchema,
  signedOutSchema,
  signInSchema,
  signUpSchema,
  updateMeSchema,
} from '../../../domain/accounts/api';
import type { MeRow } from './queries';
import type { AccountsService } from './service';

const toMe = (row: MeRow): Me => ({ ...row, createdAt: row.createdAt.toISOString() });


function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length) void reply.header('set-cookie', cookies);
}

const ok = okSchema;

export async function accountsRoutes(app: FastifyInstance, opts: { accounts: AccountsService }) {
  const service = opts.accounts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/account/sign-up',
    { config: { access: 'everyone' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in (everyone; rate-limited: 5 per 15 min per address)',
        body: signUpSchema,
        headers: languageHeadersSchema,
        response: { 201: meResultSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('auth', app.rateLimit.keyFor(request));
      const locale = String(request.headers['accept-language'] ?? '').startsWith('am') ? 'am-ET' : 'en';
      const { user, setCookies: cookies } = await service.signUp(request, { ...request.body, locale });
      setCookies(reply, cookies);
      return reply.status(201).send({ user: toMe(user) });
    },
  );

  r.post(
    '/api/account/sign-in',
    // Open during maintenance: an admin signs in through the maintenance page's Admin Access.
    { config: { access: 'everyone', maintenance: 'open' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password (everyone; failures rate-limited: 5 per 15 min, then 30 min block)',
        body: signInSchema,
        response: { 200: meResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const key = app.rateLimit.keyFor(request);
      // During a block nothing is tried, not even the right password: a guesser who could still
      // sign in would simply keep going and watch for the 200.
      await app.rateLimit.assertNotBlocked('auth', key);
      try {
        const { user, setCookies: cookies } = await service.signIn(request, request.body);
        await app.rateLimit.reset('auth', key);
        setCookies(reply, cookies);
        return { user: toMe(user) };
      } catch (err) {
        // Only failures count toward the block, so a shopper who signs in often is never locked out.
        const { remaining } = await app.rateLimit.consume('auth', key);
        const failures = RATE_LIMIT_POLICIES.auth.limit - remaining;
        if (remaining === 0) {
          await app.rateLimit.block('auth', key);
          await app.securityEvents.record({ kind: 'sign_in_blocked', ip: request.ip, detail: `${failures} failed sign-ins` });
        }
        // Each failure in a row is answered later than the one before (docs/requirements/shop.md §9).
        await new Promise((resolve) => setTimeout(resolve, app.rateLimit.failureDelayMs(failures)));
        void reply.header('x-ratelimit-remaining', String(remaining));
        throw err;
      }
    },
  );

  r.post(
    '/api/account/sign-out',
    { config: { access: 'everyone', maintenance: 'open' }, schema: { tags: ['accounts'], summary: 'Sign out (everyone)', response: { 200: ok } } },
    async (request, reply) => {
      setCookies(reply, await service.signOut(request));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/me',
    { config: { access: 'everyone' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in account with profile and role; user is null for guests (everyone)',
        response: { 200: sessionUserSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const me = await service.me(request);
      return { user: me ? toMe(me) : null };
    },
  );

  r.patch(
    '/api/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Update your own profile (signed-in users, own row only)',
        body: updateMeSchema,
        response: { 200: meResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ user: toMe(await service.updateMe(request, request.body)) }),
  );

  r.post(
    '/api/account/forgot-password',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a single-use link to reset the password, valid for one hour; the same answer whether or not the address has an account (everyone; 5 per 15 min per address)',
        body: forgotPasswordSchema,
        response: { 200: ok, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('recovery', app.rateLimit.keyFor(request));
      await service.forgotPassword(request, request.body.email);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/reset-password',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the link of a reset mail; signs the account out everywhere (everyone holding the link; rate-limited)',
        body: resetPasswordSchema,
        response: { 200: ok, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('recovery', app.rateLimit.keyFor(request));
      await service.resetPassword(request, request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/confirm-email',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an address with the link of a confirmation mail, or finish an e-mail change (everyone holding the link)',
        body: confirmEmailSchema,
        response: { 200: confirmEmailResultSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('emailLink', app.rateLimit.keyFor(request));
      return service.confirmEmail(request, request.body.token);
    },
  );

  r.post(
    '/api/account/confirm-email/resend',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new confirmation link to your address (signed-in users; 3 per 15 min per account)',
        response: { 200: ok, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => {
      await service.resendConfirmation(request);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Change your password with the current one; other devices are signed out (signed-in users, own account)',
        body: changePasswordSchema,
        response: { 200: ok, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      setCookies(reply, await service.changePassword(request, request.body.currentPassword, request.body.password));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/account/email',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Ask to change your e-mail: a link goes to the new address, which takes effect when opened (signed-in users, current password required)',
        body: changeEmailSchema,
        response: { 200: ok, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await service.changeEmail(request, request.body.newEmail, request.body.currentPassword);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/account/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'The devices signed in to your account, this one first (signed-in users, own sessions only)',
        response: { 200: deviceSessionsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { sessions: await service.devices(request) };
    },
  );

  r.post(
    '/api/account/sessions/sign-out-others',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out of every other device (signed-in users, own sessions only)',
        response: { 200: signedOutSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ signedOut: await service.signOutOtherDevices(request) }),
  );

  r.post(
    '/api/account/delete',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Delete your account after confirming the password: personal data removed, orders kept for the designers without your name (customers with no order in progress)',
        body: deleteAccountSchema,
        response: { 200: ok, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      setCookies(reply, await service.deleteAccount(request, request.body.currentPassword));
      return { ok: true as const };
    },
  );
}
