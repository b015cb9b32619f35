import { describe, expect, it } from 'vitest';
import { approvalPreview, receptionPreview, withdrawalWarning } from './packaging-request-stock';

const cartons = { name: 'Cartons standard', unit: 'pièces', currentStock: 120 };
const request = (type: 'supply' | 'withdrawal', quantity: number) => ({
  type,
  quantity,
  itemName: 'Cartons standard',
  itemUnit: 'pièces',
});

describe('approvalPreview', () => {
  it('says what a withdrawal takes and what the stock becomes', () => {
    expect(approvalPreview(request('withdrawal', 30), cartons)).toEqual({
      movement:
        'Retrait de 30\u00a0pièces de «\u00a0Cartons standard\u00a0»\u00a0: le stock passera de 120 à 90\u00a0pièces.',
      refusal: null,
    });
    // The whole stock may go: the server's guard is stock ≥ 0.
    expect(approvalPreview(request('withdrawal', 120), cartons).refusal).toBeNull();
  });

  it('says a supply is ordered and moves nothing until it is received, whatever its size', () => {
    expect(approvalPreview(request('supply', 1500), cartons)).toEqual({
      movement:
        "Approvisionnement de 1\u202f500\u00a0pièces de «\u00a0Cartons standard\u00a0»\u00a0: commandé à l'approbation, il n'entrera dans le stock (120\u00a0pièces aujourd'hui) qu'une fois marqué comme reçu.",
      refusal: null,
    });
    // The maximum is the reception's concern: the stock may have changed by then.
    expect(approvalPreview(request('supply', 10), { ...cartons, currentStock: 999_995 }).refusal).toBeNull();
  });

  it("says plainly when a withdrawal exceeds the stock, in the server's words", () => {
    expect(approvalPreview(request('withdrawal', 30), { ...cartons, currentStock: 5 })).toEqual({
      movement:
        "Retrait de 30\u00a0pièces de «\u00a0Cartons standard\u00a0»\u00a0: le stock n'en compte que 5\u00a0pièces.",
      refusal:
        "Stock insuffisant pour « Cartons standard »\u00a0: il manque 25 pièces. L'approbation sera refusée tant que le stock n'est pas complété.",
    });
  });

  it('says an archived article can no longer be approved', () => {
    expect(approvalPreview(request('supply', 3), undefined)).toEqual({
      movement: 'Approvisionnement de 3\u00a0pièces de «\u00a0Cartons standard\u00a0».',
      refusal:
        "«\u00a0Cartons standard\u00a0» ne fait plus partie des articles suivis\u00a0: l'approbation sera refusée. La demande peut encore être refusée.",
    });
  });
});

describe('receptionPreview', () => {
  it('says what a supply received adds, thousands in French digits', () => {
    expect(receptionPreview(request('supply', 1500), cartons)).toEqual({
      movement:
        'Approvisionnement de 1\u202f500\u00a0pièces de «\u00a0Cartons standard\u00a0»\u00a0: le stock passera de 120 à 1\u202f620\u00a0pièces.',
      refusal: null,
    });
  });

  it('warns of a supply beyond the largest stock the server keeps', () => {
    const preview = receptionPreview(request('supply', 10), { ...cartons, currentStock: 999_995 });
    expect(preview.refusal).toBe(
      'Le stock de « Cartons standard » ne peut pas dépasser 1\u202f000\u202f000 pièces\u00a0: ajoutez-en 5 au plus.',
    );
  });

  it('says an archived article can no longer receive it', () => {
    expect(receptionPreview(request('supply', 3), undefined)).toEqual({
      movement: 'Approvisionnement de 3\u00a0pièces de «\u00a0Cartons standard\u00a0».',
      refusal:
        '«\u00a0Cartons standard\u00a0» ne fait plus partie des articles suivis\u00a0: la réception sera refusée.',
    });
  });
});

describe('withdrawalWarning', () => {
  const five = { ...cartons, currentStock: 5 };

  it('flags a withdrawal above the stock, saying what will happen', () => {
    expect(withdrawalWarning('withdrawal', 30, five)).toBe(
      "Vous demandez 30\u00a0pièces de «\u00a0Cartons standard\u00a0» et le stock n'en compte que 5\u00a0pièces. La demande peut être envoyée, mais un administrateur ne pourra l'approuver qu'une fois le stock complété (il manque 25\u00a0pièces).",
    );
  });

  it('says nothing for a supply, a withdrawal the stock covers, or before the form is filled', () => {
    expect(withdrawalWarning('supply', 30, five)).toBeNull();
    expect(withdrawalWarning('withdrawal', 5, five)).toBeNull();
    expect(withdrawalWarning(undefined, 30, five)).toBeNull();
    expect(withdrawalWarning('withdrawal', undefined, five)).toBeNull();
    expect(withdrawalWarning('withdrawal', 30, undefined)).toBeNull();
  });
});
