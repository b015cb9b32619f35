/**
 * The sign-in form's validation: the shared login schema with zod's French messages. Loaded apart from the
 * form (login-form.tsx) so that zod is not part of the sign-in page's first download.
 */
import '@shared/zod-fr';
import { type LoginInput, loginSchema } from '@shared/users/user.schema';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** The values to send, or each field's first message. */
export function validateLogin(values: LoginInput): { data: LoginInput } | { errors: LoginErrors } {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
