// E-mail verification and password reset with 6-digit codes (docs/spec/pages.md#auth /auth/verify,
// /auth/reset-password, /auth/new-password).
import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './account.ts';

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
/** The web app waits this long before offering "Resend code" again. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const CodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .regex(/^\d{6}$/, 'Code must be 6 digits');

export const VerifyBodySchema = z.object({ email: EmailSchema, code: CodeSchema });
export type VerifyBody = z.input<typeof VerifyBodySchema>;

export const EmailOnlyBodySchema = z.object({ email: EmailSchema });
export type EmailOnlyBody = z.input<typeof EmailOnlyBodySchema>;

export const NewPasswordBodySchema = z.object({
  email: EmailSchema,
  code: CodeSchema,
  password: PasswordSchema,
});
export type NewPasswordBody = z.input<typeof NewPasswordBodySchema>;

export const NewPasswordFormSchema = z
  .object({
    email: EmailSchema,
    code: CodeSchema,
    password: PasswordSchema,
    confirmPassword: z
      .string({ error: 'Confirm password is required' })
      .min(1, 'Confirm password is required'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

export const VerificationMessages = {
  invalidCode: 'Invalid or expired code',
} as const;

/** sessionStorage key the reset page leaves for the new-password page. */
export const EMAIL_RECOVERY_KEY = 'email-recovery';
