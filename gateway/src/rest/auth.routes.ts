import type { FastifyRequest } from 'fastify';
import { invalid, type Locale } from '@dukkan/shared';
import { bodyOf, defineRoutes, type FieldSchema } from './route.ts';

/** The user as login, register and GET /auth/user return it (SPEC section 3, plus id, role, timezone). */
const USER_FIELDS = 'id firstName lastName name businessName email emailVerifiedAt role timezone phone isProfileComplete';

export function restUser(user: any) {
  if (!user) return null;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: user.name,
    business_name: user.businessName,
    email: user.email,
    email_verified_at: user.emailVerifiedAt,
    // Two-factor secrets never leave the auth subgraph; the keys stay for the clients that read them.
    two_factor_secret: null,
    two_factor_recovery_codes: null,
    role: user.role,
    timezone: user.timezone,
    phone: user.phone,
    is_profile_complete: user.isProfileComplete,
  };
}

/**
 * The JSON body, refusing other content types with 415: a form-encoded or text login must not be read as an empty
 * one. Fastify itself answers 400 for malformed JSON and 413 for bodies over the limit.
 */
function jsonBody(req: FastifyRequest): Record<string, unknown> {
  const type = String(req.headers['content-type'] ?? '');
  if (req.body !== undefined && req.body !== null && !/^application\/(.+\+)?json\b/i.test(type)) {
    throw Object.assign(new Error('Unsupported content type'), { statusCode: 415 });
  }
  return bodyOf(req);
}

const NOT_TEXT: Record<Locale, (field: string) => string> = {
  en: (field) => `"${field}" must be text.`,
  ar: (field) => `يجب أن يكون "${field}" نصاً.`,
};

/**
 * Picks REST (snake_case) body fields into GraphQL input fields, all of them text: a number or yes/no is read as the
 * text it is written as, a list or an object is refused under its REST name (GraphQL's own message named its input
 * field, in English, with no field error).
 */
export function inputOf(req: FastifyRequest, fields: Record<string, string>, locale: Locale = 'en'): { input: Record<string, unknown> } {
  const body = jsonBody(req);
  const wrong = Object.keys(fields).filter((rest) => body[rest] !== null && typeof body[rest] === 'object');
  if (wrong.length) throw invalid(locale, wrong.map((field) => ({ field, message: NOT_TEXT[locale](field) })));
  const asText = (value: unknown) => (value === undefined || value === null ? null : typeof value === 'string' ? value : String(value));
  return { input: Object.fromEntries(Object.entries(fields).map(([rest, graph]) => [graph, asText(body[rest])])) };
}

export const text = (description?: string): FieldSchema => ({ type: 'string', ...(description ? { description } : {}) });

const AUTH_PAYLOAD = `token user { ${USER_FIELDS} } userErrors { field message }`;
const MESSAGE_PAYLOAD = 'message userErrors { field message }';
const signedIn = (payload: any) => ({ data: { token: payload.token, user: restUser(payload.user) } });
const message = (payload: any) => ({ data: null, message: payload.message });

export const authRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/auth/register',
    summary: 'Creates an account and its store; returns data.token and data.user.',
    tag: 'auth',
    auth: false,
    body: { store_name: text(), email: text(), password: text('At least 8 characters'), uuid: text('Install uuid'), shop: text('Shop domain'), timezone: text('IANA timezone') },
    operation: `mutation Register($input: RegisterInput!) { register(input: $input) { ${AUTH_PAYLOAD} } }`,
    variables: (req, caller) => inputOf(req, { store_name: 'storeName', email: 'email', password: 'password', uuid: 'uuid', shop: 'shop', timezone: 'timezone' }, caller.locale),
    respond: (data) => signedIn(data.register),
  },
  {
    method: 'POST',
    path: '/auth/login',
    summary: 'Signs in; returns data.token and data.user. Rate-limited per account and per address (429).',
    tag: 'auth',
    auth: false,
    body: { email: text(), password: text(), uuid: text(), shop: text(), timezone: text() },
    operation: `mutation Login($input: LoginInput!) { login(input: $input) { ${AUTH_PAYLOAD} } }`,
    variables: (req, caller) => inputOf(req, { email: 'email', password: 'password', uuid: 'uuid', shop: 'shop', timezone: 'timezone' }, caller.locale),
    respond: (data) => signedIn(data.login),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    summary: "Revokes the caller's token.",
    tag: 'auth',
    auth: true,
    operation: `mutation Logout { logout { ${MESSAGE_PAYLOAD} } }`,
    respond: (data) => message(data.logout),
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Mails a reset link; the same answer whether or not the address has an account.',
    tag: 'auth',
    auth: false,
    body: { email: text() },
    operation: `mutation ForgotPassword($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ${MESSAGE_PAYLOAD} } }`,
    variables: (req, caller) => inputOf(req, { email: 'email' }, caller.locale),
    respond: (data) => message(data.requestPasswordReset),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Sets a new password with the token from the reset link (single use, 60 minutes); signs out every session.',
    tag: 'auth',
    auth: false,
    body: { token: text(), email: text(), password: text(), password_confirmation: text() },
    operation: `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ${MESSAGE_PAYLOAD} } }`,
    variables: (req, caller) => inputOf(req, { token: 'token', email: 'email', password: 'password', password_confirmation: 'passwordConfirmation' }, caller.locale),
    respond: (data) => message(data.resetPassword),
  },
  {
    method: 'POST',
    path: '/auth/change-password',
    summary: "Changes the signed-in user's password; their other sessions are signed out.",
    tag: 'auth',
    auth: true,
    body: { current_password: text(), password: text(), password_confirmation: text() },
    operation: `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ${MESSAGE_PAYLOAD} } }`,
    variables: (req, caller) => inputOf(req, { current_password: 'currentPassword', password: 'password', password_confirmation: 'passwordConfirmation' }, caller.locale),
    respond: (data) => message(data.changePassword),
  },
  {
    method: 'POST',
    path: '/auth/complete',
    summary: 'Completes the profile: role, name, timezone.',
    tag: 'auth',
    auth: true,
    body: { role: text(), name: text(), timezone: text() },
    operation: `mutation CompleteProfile($input: CompleteProfileInput!) { completeProfile(input: $input) { user { ${USER_FIELDS} } ${MESSAGE_PAYLOAD} } }`,
    variables: (req, caller) => inputOf(req, { role: 'role', name: 'name', timezone: 'timezone' }, caller.locale),
    respond: (data) => ({ data: restUser(data.completeProfile.user), message: data.completeProfile.message }),
  },
  {
    method: 'GET',
    path: '/auth/user',
    summary: 'The signed-in user.',
    tag: 'auth',
    auth: true,
    operation: `query CurrentUser { viewer { ${USER_FIELDS} } }`,
    respond: (data) => ({ data: restUser(data.viewer) }),
  },
  {
    method: 'POST',
    path: '/invitation',
    summary: 'Accepts an invitation: creates the account as a member of the inviting store; returns data.token and data.user.',
    tag: 'auth',
    auth: false,
    body: { invite_code: text(), name: text(), email: text(), phone: text() },
    operation: `mutation AcceptInvitation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { ${AUTH_PAYLOAD} } }`,
    variables: (req, caller) => inputOf(req, { invite_code: 'inviteCode', name: 'name', email: 'email', phone: 'phone' }, caller.locale),
    respond: (data) => signedIn(data.acceptInvitation),
  },
]);
