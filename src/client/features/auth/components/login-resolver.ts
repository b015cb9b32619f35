/**
 * The sign-in form's validation: the shared login schema with zod's French messages. Loaded apart from the
 * form (login-form.tsx) so that zod is not part of the sign-in page's first download.
 */
import '@shared/zod-fr';
import { zodResolver } from '@client/lib/zod-resolver';
import { loginSchema } from '@shared/users/user.schema';

export const loginResolver = zodResolver(loginSchema);
