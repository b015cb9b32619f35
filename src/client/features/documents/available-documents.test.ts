import { dispositionFileName } from '@client/lib/api-client';
import { describe, expect, it } from 'vitest';
import { availableDocuments } from './available-documents';

describe('availableDocuments', () => {
  it('offers each kind its documents once accepted, the attestation once received, none once cancelled', () => {
    expect(availableDocuments('regional-collection', { status: 'pending', stage: null })).toEqual([]);
    expect(availableDocuments('regional-collection', { status: 'completed', stage: 'planned' })).toEqual([
      'bon',
    ]);
    expect(availableDocuments('regional-collection', { status: 'completed', stage: 'received' })).toEqual([
      'bon',
      'attestation',
    ]);
    expect(availableDocuments('package-pickup', { status: 'completed', stage: 'cancelled' })).toEqual([]);
    expect(availableDocuments('material-conditioning', { status: 'completed', stage: null })).toEqual([
      'bordereau',
    ]);
    expect(availableDocuments('delivery', { status: 'completed', stage: 'delivered' })).toEqual(['bon']);
  });
});

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, else the ASCII one', () => {
    expect(
      dispositionFileName(
        `attachment; filename="Bon-d-enlevement-12.pdf"; filename*=UTF-8''Bon%20d'enl%C3%A8vement%20-%20Enl%C3%A8vement%20n%C2%B0%C2%A012.pdf`,
      ),
    ).toBe("Bon d'enlèvement - Enlèvement n°\u00a012.pdf");
    expect(dispositionFileName('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });
});
