/**
 * French default messages for every zod schema (client and server import this once at start-up). Fields
 * the spec names carry their own message; this covers the rest. zod's own French locale reads like a
 * type checker ("Trop petit : nombre doit être >=0", "une valeur parmi "supply"|"withdrawal"") and would
 * reach users as is, so the usual cases get a sentence that says what to do; the rare others keep the
 * locale's French text. Only the French locale is imported, not zod's whole set of locales.
 */
import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';
import { formatBound } from './numbers';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const fallback = fr().localeError;

const expectedType: Record<string, string> = {
  number: 'Saisissez un nombre.',
  int: 'Saisissez un nombre entier.',
  string: 'Saisissez un texte.',
  boolean: 'Choisissez oui ou non.',
  array: 'Envoyez une liste de valeurs.',
  // "attendu": the wording clients of the API already see for a body that is not an object.
  object: 'Un objet JSON est attendu\u00a0: envoyez les champs du formulaire.',
  date: 'Saisissez une date valide.',
};

const bound = (value: number | bigint) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? formatBound(value) : String(value);

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = bound(issue.maximum);
  if (issue.origin === 'string') return `Saisissez au plus ${max} caractères.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Envoyez au plus ${max} éléments.`;
  return issue.inclusive === false
    ? `La valeur doit être inférieure à ${max}.`
    : `La valeur ne peut pas dépasser ${max}.`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = bound(issue.minimum);
  if (issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? 'Ce champ est requis.' : `Saisissez au moins ${min} caractères.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `Ajoutez au moins ${min} élément${Number(issue.minimum) > 1 ? 's' : ''}.`;
  }
  return issue.inclusive === false
    ? `La valeur doit être supérieure à ${min}.`
    : `La valeur doit être au moins ${min}.`;
}

export function frenchError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && issue.expected !== 'undefined') return 'Ce champ est requis.';
      return expectedType[issue.expected] ?? 'Valeur invalide\u00a0: vérifiez ce champ.';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    // An enum or literal: the accepted values are codes, not words to show.
    case 'invalid_value':
      return 'Choisissez une des valeurs proposées.';
    case 'invalid_format':
      if (issue.format === 'email') return 'Saisissez une adresse email valide.';
      if (issue.format === 'date') return 'Saisissez une date valide (AAAA-MM-JJ).';
      return "Le format de ce champ n'est pas valide.";
    case 'invalid_union':
    case 'custom':
      return 'Valeur invalide\u00a0: vérifiez ce champ.';
    default: {
      const message = fallback(issue);
      return typeof message === 'string'
        ? message
        : (message?.message ?? 'Valeur invalide\u00a0: vérifiez ce champ.');
    }
  }
}

z.config({ localeError: frenchError });
