import { describe, expect, it } from 'vitest';
import { backupDateText, backupSizeText } from './backup-format';

describe('backup sizes and dates', () => {
  it('writes sizes in Mo or Ko with a non-breaking space', () => {
    expect(backupSizeText(5_264_786)).toBe('5,0\u00a0Mo');
    expect(backupSizeText(52_000)).toBe('51\u00a0Ko');
    expect(backupSizeText(100)).toBe('1\u00a0Ko');
  });

  it('writes dates in French, Paris time', () => {
    expect(backupDateText('2026-11-27T02:47:37.089Z')).toBe('27\u00a0novembre 2026 à\u00a03\u00a0h\u00a047');
    expect(backupDateText('2026-12-01T09:00:00Z')).toBe('1er\u00a0décembre 2026 à\u00a010\u00a0h');
  });
});
