import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, passwordIssues, PASSWORD_MAX_LENGTH } from '../security';
import { newsletterEmailIssue } from './newsletter';

export const ROLES = ['admin', 'designer', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const FULL_NAME_MAX = 120;

const email = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, { error: 'EMAIL_REQUIRED' })
  .max(EMAIL_MAX_LENGTH, { error: 'EMAIL_INVALID' })
  .refine(isValidEmail, { error: 'EMAIL_INVALID' })
  .transform((v) => v.toLowerCase());

/** Issues carry the domain code as their message so server and web map them the same way. */
export const signUpSchema = z
  .object({
    email,
    password: z.string({ error: 'PASSWORD_REQUIRED' }).max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' }),
    confirmPassword: z.string().optional(),
    fullName: z
      .string({ error: 'FULL_NAME_REQUIRED' })
      .trim()
      .min(1, { error: 'FULL_NAME_REQUIRED' })
      .max(FULL_NAME_MAX, { error: 'FULL_NAME_TOO_LONG' }),
  })
  .superRefine((value, ctx) => {
    for (const issue of passwordIssues(value.password, value.confirmPassword)) {
      ctx.addIssue({
        code: 'custom',
        message: issue,
        path: [issue === 'PASSWORDS_DO_NOT_MATCH' ? 'confirmPassword' : 'password'],
      });
    }
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, { error: 'PASSWORD_REQUIRED' })
    .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' }),
});
export type SignInInput = z.input<typeof signInSchema>;

export const newsletterSchema = z.object({
  email: z
    .string({ error: 'NEWSLETTER_EMAIL_REQUIRED' })
    .trim()
    .superRefine((value, ctx) => {
      const issue = newsletterEmailIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
});

/** A new password with the §5 rules, under the field names a form uses. */
function newPasswordRules(value: { password: string; confirmPassword?: string | undefined }, ctx: z.RefinementCtx) {
  for (const issue of passwordIssues(value.password, value.confirmPassword)) {
    ctx.addIssue({ code: 'custom', message: issue, path: [issue === 'PASSWORDS_DO_NOT_MATCH' ? 'confirmPassword' : 'password'] });
  }
}

const newPassword = z.string({ error: 'PASSWORD_REQUIRED' }).max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' });
const currentPassword = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' });
/** Links carry opaque tokens; anything longer than any we issue is not one of ours. */
const token = z.string({ error: 'TOKEN_INVALID' }).min(1, { error: 'TOKEN_INVALID' }).max(2048, { error: 'TOKEN_INVALID' });

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ token, password: newPassword, confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional() })
  .superRefine(newPasswordRules);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword, password: newPassword, confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional() })
  .superRefine(newPasswordRules);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: email, currentPassword });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({ currentPassword });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const confirmEmailSchema = z.object({ token });
