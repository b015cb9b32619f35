import { describe, expect, it } from 'vitest';
import { formatRequestReference, typedReferenceWords } from './request-reference';

describe('a reference', () => {
  it('has five digits at least, and the year of its creation in Paris', () => {
    expect(formatRequestReference('COL', 42, '2026-03-02T10:00:00Z')).toBe('COL-2026-00042');
    expect(formatRequestReference('CHI', 123456, '2026-12-31T23:30:00Z')).toBe('CHI-2027-123456');
  });

  it('typed whole, in any case, with hyphens or spaces, is one phrase of the searchable text', () => {
    for (const q of ['COL-2026-00042', ' col-2026-00042 ', 'Col 2026 00042', 'col2026-00042']) {
      expect(typedReferenceWords(q), q).toBe('col 2026 00042');
    }
    expect(typedReferenceWords('cdt-2026-123456')).toBe('cdt 2026 123456');
  });

  it('is not recognised in part, with another prefix or among other words', () => {
    for (const q of ['col-2026', '00042', 'XYZ-2026-00042', 'COL-2026-0042', 'lycée COL-2026-00042', '']) {
      expect(typedReferenceWords(q), q).toBeUndefined();
    }
  });
});
