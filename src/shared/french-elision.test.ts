import { describe, expect, it } from 'vitest';
import { ofName } from './french-elision';

describe('ofName', () => {
  it('elides « de » before a vowel, accented or not, in either case', () => {
    expect(ofName('Établissement Lumière')).toBe("d'Établissement Lumière");
    expect(ofName('ACME')).toBe("d'ACME");
    expect(ofName('école Jules Ferry')).toBe("d'école Jules Ferry");
    expect(ofName('Institut Curie')).toBe("d'Institut Curie");
    expect(ofName('Œuvre sociale')).toBe("d'Œuvre sociale");
  });

  it('elides before a mute h only', () => {
    expect(ofName('Hôpital Nord')).toBe("d'Hôpital Nord");
    expect(ofName('Hélène Martin')).toBe("d'Hélène Martin");
    expect(ofName('Hachette Livre')).toBe('de Hachette Livre');
    expect(ofName('Hyundai')).toBe('de Hyundai');
  });

  it('keeps « de » before a consonant, a digit or a « Y »', () => {
    expect(ofName('Lycée Voltaire')).toBe('de Lycée Voltaire');
    expect(ofName('3M France')).toBe('de 3M France');
    expect(ofName('Yannick Noah')).toBe('de Yannick Noah');
    expect(ofName('  Mairie de Lyon ')).toBe('de Mairie de Lyon');
  });
});
