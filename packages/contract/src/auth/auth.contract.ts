import { initContract } from '@ts-rest/core';
import { ErrorResponseSchema } from '../common/error.schema.js';
import { UserSchema } from '../users/user.schema.js';
import {
  ChangePasswordBodySchema,
  EmailBodySchema,
  LoginEmailBodySchema,
  MessageSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UserEnvelopeSchema,
  VerifyEmailBodySchema,
} from './auth.schema.js';

const c = initContract();

/** The e-mail account calls of SPEC.md section 7. Sessions live in HttpOnly cookies only. */
export const authContract = c.router({
  register: {
    method: 'POST',
    path: '/auth/register',
    summary:
      'Creates an e-mail account and mails a verification link. An address already registered gets the same answer (its owner is told by e-mail), so the call reveals nothing.',
    body: RegisterBodySchema,
    responses: { 201: MessageSchema, 400: ErrorResponseSchema },
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    summary: 'Marks the address verified with the e-mailed token (24 h, single use).',
    body: VerifyEmailBodySchema,
    responses: { 200: MessageSchema, 400: ErrorResponseSchema },
  },
  resendVerification: {
    method: 'POST',
    path: '/auth/resend-verification',
    summary: 'Mails a new verification link; answers alike for known and unknown addresses.',
    body: EmailBodySchema,
    responses: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  loginEmail: {
    method: 'POST',
    path: '/auth/login-email',
    summary: 'Signs in with e-mail and password and starts a new session (cookies).',
    body: LoginEmailBodySchema,
    responses: {
      200: UserEnvelopeSchema,
      400: ErrorResponseSchema,
      401: ErrorResponseSchema,
      403: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  },
  verifySession: {
    method: 'GET',
    path: '/auth/verify-session',
    summary: 'The signed-in user of the access session cookie.',
    responses: { 200: UserSchema, 401: ErrorResponseSchema },
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    summary:
      'Exchanges the refresh cookie for a new access session and refresh token. A refresh token used again after a short grace revokes its whole session.',
    body: c.noBody(),
    responses: { 200: UserEnvelopeSchema, 401: ErrorResponseSchema },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revokes the session on the server and clears its cookies.',
    body: c.noBody(),
    responses: { 204: c.noBody() },
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    summary:
      'Mails a password-reset link (1 h, single use); answers alike for known and unknown addresses.',
    body: EmailBodySchema,
    responses: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Sets a new password with the e-mailed token and ends every session of the account.',
    body: ResetPasswordBodySchema,
    responses: { 200: MessageSchema, 400: ErrorResponseSchema },
  },
  changePassword: {
    method: 'POST',
    path: '/auth/change-password',
    summary:
      'Changes the password of an e-mail account (current password required) and ends every other session.',
    body: ChangePasswordBodySchema,
    responses: {
      200: MessageSchema,
      400: ErrorResponseSchema,
      401: ErrorResponseSchema,
      403: ErrorResponseSchema,
    },
  },
});
