// The seed's three account calls: login, register, my-account (docs/spec/seed.md#entities, docs/spec/seed.md#calls; docs/spec/pages.md#auth).
import { z } from 'zod';
import { nameString } from './bidi.ts';
import { SessionUserSchema } from './user.ts';

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be a valid email address')
  .pipe(z.email({ error: 'Email must be a valid email address' }))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: nameString('First name is required', {
    max: 50,
    message: 'First name must be at most 50 characters',
  }),
  lastName: nameString('Last name is required', {
    max: 50,
    message: 'Last name must be at most 50 characters',
  }),
  /** The code of an invitation (invite-only registration); the link carries it. */
  inviteCode: z.string().trim().max(100).optional(),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const AuthResponseSchema = z.object({ accessToken: z.string(), user: SessionUserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MyAccountResponseSchema = z.object({ user: SessionUserSchema });

export const AccountMessages = {
  invalidCredentials: 'Invalid email or password.',
  banned: 'This account has been banned.',
  emailTaken: 'An account with this e-mail already exists.',
} as const;
