import { describe, expect, it } from 'vitest';
import { deliveryPackageText, dimensionsText, parcelText, requestSections } from './request-summary';

// Issue 30: a decimal measure reads the French way everywhere a request is summed up (cards, details).
describe('measures in the request summaries', () => {
  it('writes a parcel’s decimal weight with a comma', () => {
    expect(parcelText({ width: 40, length: 30, height: 20, weight: 187.5 })).toBe(
      '40\u00a0×\u00a030\u00a0×\u00a020\u00a0cm, 187,5\u00a0kg',
    );
  });

  it('writes decimal dimensions with a comma', () => {
    expect(dimensionsText(120.5, 80, null)).toBe('120,5\u00a0×\u00a080\u00a0×\u00a0?\u00a0cm');
    expect(deliveryPackageText({ width: 8.5, weight: 212.5 })).toBe(
      '8,5\u00a0×\u00a0?\u00a0×\u00a0?\u00a0cm, 212,5\u00a0kg',
    );
  });

  it('writes a conditioning pallet’s decimal weight with a comma', () => {
    const request = {
      usesPalletShipping: true,
      palletQuantity: 1,
      palletLength: 120,
      palletWidth: 80,
      palletHeight: 150.5,
      palletWeight: 320.5,
    };
    const pallet = requestSections('material-conditioning', request as never).find(
      (section) => section.id === 'pallet',
    );
    expect(pallet?.items).toContainEqual({ label: 'Poids', value: '320,5\u00a0kg' });
    expect(pallet?.items).toContainEqual({
      label: 'Dimensions (L × l × H)',
      value: '120\u00a0×\u00a080\u00a0×\u00a0150,5\u00a0cm',
    });
  });
});
