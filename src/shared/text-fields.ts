/**
 * Text field rules every form shares: required or optional text with a length bound, an email address,
 * and no character PostgreSQL cannot store.
 */
import { z } from 'zod';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): the database would refuse the statement. Every
 * free text that is stored is checked here, so the answer names the field (the error handler's safety net
 * for the same failure can only answer without one).
 */
export const invalidCharacterMessage = 'Caractère non autorisé';
export const withoutNul = (value: string) => !value.includes('\u0000');

export const tooLongMessage = (max: number) => `Saisissez au plus ${max} caractères`;

export const requiredText = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(max))
    .refine(withoutNul, invalidCharacterMessage);

/** Optional free text: blank becomes null. */
export const optionalText = (max = 500) =>
  z
    .string({ error: 'Saisissez un texte' })
    .trim()
    .max(max, tooLongMessage(max))
    .refine(withoutNul, invalidCharacterMessage)
    .nullish()
    .transform((value) => value || null);

export const emailMessage = 'Email invalide';
/** 254 characters: the longest address SMTP can deliver to. */
export const emailField = () =>
  z.string({ error: emailMessage }).trim().max(254, emailMessage).pipe(z.email(emailMessage));
