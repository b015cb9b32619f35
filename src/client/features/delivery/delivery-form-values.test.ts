import type { DeliveryRequest } from '@shared/requests/delivery-request.schema';
import type { SavedAddress } from '@shared/settings/saved-address.schema';
import { describe, expect, it } from 'vitest';
import { deliveryFormDefaults, partyFromAddress } from './delivery-form-values';

const address: SavedAddress = {
  id: 3,
  name: 'Atelier Nord',
  companyName: 'Recyclage SA',
  contactName: 'Paul',
  contactEmail: 'paul@example.test',
  contactPhone: '0102030405',
  deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
  version: 1,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('deliveryFormDefaults', () => {
  it('starts a new request as a collecte by the signed-in user with one parcel row', () => {
    const values = deliveryFormDefaults(null, 'Léa Martin');
    expect(values.requestType).toBe('collecte');
    expect(values.requester).toBe('Léa Martin');
    expect(values.packages).toEqual([
      { type: 'package', width: null, length: null, height: null, weight: null, value: '' },
    ]);
  });

  it('edits a request with its own values, blanks for what it left out', () => {
    const request = {
      requestType: 'livraison',
      requester: 'Léa',
      senderCompanyName: null,
      recipientCompanyName: 'Atelier',
      collectionDate: '2026-03-04',
      noDimensionsRequired: true,
      packages: [{ type: 'pallet', weight: 120 }],
      description: null,
    } as unknown as DeliveryRequest;
    const values = deliveryFormDefaults(request, 'Autre');
    expect(values.requester).toBe('Léa');
    expect(values.senderCompanyName).toBe('');
    expect(values.collectionDate).toBe('2026-03-04');
    expect(values.packages).toEqual([
      { type: 'pallet', width: null, length: null, height: null, weight: 120, value: '' },
    ]);
  });
});

describe('partyFromAddress', () => {
  it('fills the company, contact, phone, email and address of the chosen side', () => {
    expect(partyFromAddress('recipient', address)).toEqual([
      ['recipientCompanyName', 'Recyclage SA'],
      ['recipientContactName', 'Paul'],
      ['recipientPhone', '0102030405'],
      ['recipientEmail', 'paul@example.test'],
      ['recipientAddress', '5 rue du Port, 93200 Saint-Denis'],
    ]);
  });
});
