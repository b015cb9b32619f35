import { describe, expect, it } from 'vitest';
import { canTransition, requestStatusLabel } from './request-status';

describe('request status', () => {
  it('allows only pending → completed and pending → rejected', () => {
    expect(canTransition('pending', 'completed')).toBe(true);
    expect(canTransition('pending', 'rejected')).toBe(true);
    expect(canTransition('completed', 'rejected')).toBe(false);
    expect(canTransition('rejected', 'completed')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
    expect(canTransition('archived', 'completed')).toBe(false);
  });

  it('labels statuses in French and shows an unknown one raw', () => {
    expect(requestStatusLabel('pending')).toBe('En attente');
    expect(requestStatusLabel('completed')).toBe('Terminé');
    expect(requestStatusLabel('rejected')).toBe('Refusé');
    expect(requestStatusLabel('archived')).toBe('archived');
  });
});
