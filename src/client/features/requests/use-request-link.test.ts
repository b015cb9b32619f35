import { describe, expect, it } from 'vitest';
import { parseRequestLinkId } from './use-request-link';

describe('parseRequestLinkId', () => {
  it('reads the id of a link from a mail', () => {
    expect(parseRequestLinkId('42')).toBe(42);
    expect(parseRequestLinkId('2147483647')).toBe(2_147_483_647);
  });

  it('ignores anything that is not a request id', () => {
    for (const value of [null, '', '0', '-3', '4.5', '1e3', ' 7', 'abc', '2147483648', '99999999999']) {
      expect(parseRequestLinkId(value)).toBeNull();
    }
  });
});
