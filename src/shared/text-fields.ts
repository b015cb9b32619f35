/**
 * Text field rules every form shares: required or optional text with a length bound, an email address,
 * and no character that has no place in the field.
 *
 * Two shapes (decision 0073):
 * - **single-line** (`requiredText`, `optionalText`, `singleLineText`): names, companies, references,
 *   logins… refuse every control character, line breaks included (U+0000–U+001F, U+007F–U+009F). A line
 *   break in a name breaks the CSV exports, the mail subjects and the PDF documents that print it.
 * - **free text** (`requiredFreeText`, `optionalFreeText`, `freeText`): comments, addresses, materials,
 *   reasons… keep line breaks and tabs (\t, \n, \r) and refuse the other control characters.
 */
import { z } from 'zod';

/**
 * What no stored text may hold, whatever the field:
 * - the NUL character (U+0000): PostgreSQL text cannot hold it, the database would refuse the statement;
 * - a lone UTF-16 surrogate (U+D800–U+DFFF not in a pair, e.g. `"\ud800"` in the JSON body): it is no
 *   character at all. In a JSON column the database refuses it (the statement fails: a 500 before this
 *   rule), in a text column the driver silently turns it into U+FFFD.
 * Every text that is stored is checked here, so the answer names the field (the error handler's safety net
 * for the same failure can only answer without one).
 */
export const invalidCharacterMessage = 'Caractère non autorisé';
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** True when `value` can be stored as it is: no NUL character and no lone surrogate. */
export const isStorable = (value: string) => !value.includes('\u0000') && !loneSurrogate.test(value);

export const singleLineMessage = 'Ce champ doit tenir sur une ligne, sans caractère de contrôle.';
export const controlCharacterMessage =
  'Ce texte contient un caractère de contrôle non autorisé (seuls les retours à la ligne et les tabulations le sont).';

// C0 controls, DEL and C1 controls; NUL has its own message (above). Matching them is the point here.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this rule refuses
const anyControl = /[\u0001-\u001f\u007f-\u009f]/;
// The same, but tab (U+0009), line feed (U+000A) and carriage return (U+000D).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this rule refuses
const controlButLineBreaks = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when `value` holds no control character at all (no line break either). */
export const isSingleLine = (value: string) => isStorable(value) && !anyControl.test(value);
/** True when `value` holds no control character but tabs and line breaks. */
export const isFreeText = (value: string) => isStorable(value) && !controlButLineBreaks.test(value);

type TextCheck = (value: string) => string | null;
/** What is wrong with a single-line text, in French; null when nothing is. */
export const singleLineProblem: TextCheck = (value) =>
  !isStorable(value) ? invalidCharacterMessage : anyControl.test(value) ? singleLineMessage : null;
/** What is wrong with a free text, in French; null when nothing is. */
export const freeTextProblem: TextCheck = (value) =>
  !isStorable(value)
    ? invalidCharacterMessage
    : controlButLineBreaks.test(value)
      ? controlCharacterMessage
      : null;

const checked = (problem: TextCheck) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message, input: value });
};

export const tooLongMessage = (max: number) => `Saisissez au plus ${max} caractères`;

/** A trimmed string of at most `max` characters on one line (blank allowed: add `.min(1)` for required). */
export const singleLineText = (max: number, message = 'Saisissez un texte') =>
  z.string({ error: message }).trim().max(max, tooLongMessage(max)).superRefine(checked(singleLineProblem));
/** A trimmed string of at most `max` characters that may span lines. */
export const freeText = (max: number, message = 'Saisissez un texte') =>
  z.string({ error: message }).trim().max(max, tooLongMessage(max)).superRefine(checked(freeTextProblem));

const required = (problem: TextCheck) => (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(max))
    .superRefine(checked(problem));

const optional = (problem: TextCheck) => (max: number) =>
  z
    .string({ error: 'Saisissez un texte' })
    .trim()
    .max(max, tooLongMessage(max))
    .superRefine(checked(problem))
    .nullish()
    .transform((value) => value || null);

/** Required single-line text (a name, a company, a reference). */
export const requiredText = (message: string, max = 500) => required(singleLineProblem)(message, max);
/** Optional single-line text: blank becomes null. */
export const optionalText = (max = 500) => optional(singleLineProblem)(max);
/** Required free text (an address, a reason): line breaks kept. */
export const requiredFreeText = (message: string, max = 2000) => required(freeTextProblem)(message, max);
/** Optional free text (a comment): line breaks kept, blank becomes null. */
export const optionalFreeText = (max = 2000) => optional(freeTextProblem)(max);

export const emailMessage = 'Email invalide';
/** An email left empty is missing, not malformed. */
export const emailRequiredMessage = "L'email est requis";
/** 254 characters: the longest address SMTP can deliver to. */
export const emailField = () =>
  z
    .string({ error: emailMessage })
    .trim()
    .min(1, emailRequiredMessage)
    .max(254, emailMessage)
    .superRefine(checked(singleLineProblem))
    .pipe(z.email(emailMessage));
