import './zod-fr';
import { describe, expect, it } from 'vitest';
import { phoneField } from './phone';
import { emailField, optionalFreeText, optionalText, requiredFreeText, requiredText } from './text-fields';

const messageOf = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

const oneLine = 'Ce champ doit tenir sur une ligne, sans caractère de contrôle.';
const control =
  'Ce texte contient un caractère de contrôle non autorisé (seuls les retours à la ligne et les tabulations le sont).';

describe('single-line and free-text fields (decision 0073)', () => {
  const singleLine = [
    ['required', requiredText('Requis')],
    ['optional', optionalText()],
    ['email', emailField()],
    ['phone', phoneField('Requis')],
  ] as const;
  const breaksAndControls = [
    'a\nb',
    'a\rb',
    'a\tb',
    'a\u0007b',
    'a\u001bb',
    'a\u007fb',
    'a\u0085b',
    'a\u009fb',
  ];

  it.each(singleLine)('%s text refuses line breaks and every control character', (_, schema) => {
    for (const value of breaksAndControls) expect(messageOf(schema, value)).toBe(oneLine);
    expect(messageOf(schema, 'a\u0000b')).toBe('Caractère non autorisé');
  });

  it('single-line text keeps accents, typographic spaces and emoji, and trims outer line breaks', () => {
    expect(requiredText('Requis').parse('Société Générale\u00a0& Fils 🚚')).toBe(
      'Société Générale\u00a0& Fils 🚚',
    );
    expect(requiredText('Requis').parse('\n Dupont \r\n')).toBe('Dupont');
  });

  it.each([
    ['required', requiredFreeText('Requis')],
    ['optional', optionalFreeText()],
  ] as const)('%s free text keeps line breaks and tabs, refuses the other controls', (_, schema) => {
    expect(schema.parse('12 rue X\r\n75001 Paris\tFrance')).toBe('12 rue X\r\n75001 Paris\tFrance');
    for (const value of ['a\u0007b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      expect(messageOf(schema, value)).toBe(control);
    }
    expect(messageOf(schema, 'a\u0000b')).toBe('Caractère non autorisé');
  });
});

describe('emailField', () => {
  it('says an empty email is required, and a malformed one invalid', () => {
    expect(messageOf(emailField(), '')).toBe("L'email est requis");
    expect(messageOf(emailField(), '   ')).toBe("L'email est requis");
    expect(messageOf(emailField(), 'paul@')).toBe('Email invalide');
    expect(emailField().parse(' paul@example.fr ')).toBe('paul@example.fr');
  });
});
