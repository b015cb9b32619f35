import type { Client } from '@shared/clients/client.schema';
import { describe, expect, it } from 'vitest';
import { clientContactValues, clientFromRequest, clientOffersFor } from './client-contact';
import { clientRequestDateLabel, clientRequestLink } from './client-request-display';

const client: Client = {
  id: 3,
  name: 'Atelier',
  companyName: 'Atelier SA',
  contactName: 'Paul Durand',
  contactEmail: null,
  contactPhone: '01 02 03 04 05',
  companyAddress: '1 rue de la Paix, 75002 Paris',
  siret: null,
  version: 1,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('a picked client fills the request form', () => {
  it('sets company, contact, phone and address, and keeps the typed email when the client has none', () => {
    expect(clientContactValues(client)).toEqual([
      ['clientCompanyName', 'Atelier SA'],
      ['contactName', 'Paul Durand'],
      ['contactPhone', '01 02 03 04 05'],
      ['companyAddress', '1 rue de la Paix, 75002 Paris'],
    ]);
    expect(clientContactValues({ ...client, contactEmail: 'paul@atelier.test' })).toContainEqual([
      'contactEmail',
      'paul@atelier.test',
    ]);
  });
});

describe('"Enregistrer ce client" builds the client from the created request', () => {
  it('takes the contact block of the first three kinds, named after the company', () => {
    expect(
      clientFromRequest({
        id: 9,
        clientCompanyName: ' Recyclage SA ',
        contactName: 'Lucie',
        contactEmail: 'lucie@recyclage.test',
        contactPhone: '06',
        companyAddress: 'Paris',
        offerNumber: 'OE-1',
      }),
    ).toEqual({
      name: 'Recyclage SA',
      companyName: 'Recyclage SA',
      contactName: 'Lucie',
      contactEmail: 'lucie@recyclage.test',
      contactPhone: '06',
      companyAddress: 'Paris',
    });
  });

  it("takes a collection request's client fields, and nothing from a request without a company", () => {
    expect(
      clientFromRequest({
        clientName: 'Lyon Tri',
        clientContactName: 'Marc',
        clientEmail: '',
        clientPhone: '04',
        clientAddress: 'Lyon',
      }),
    ).toMatchObject({ name: 'Lyon Tri', companyName: 'Lyon Tri', contactName: 'Marc', contactEmail: null });
    expect(clientFromRequest({ senderCompanyName: 'A', recipientCompanyName: 'B' })).toBeNull();
    expect(clientFromRequest({ clientCompanyName: '  ' })).toBeNull();
  });
});

describe('« Enregistrer ce client » offers', () => {
  const request = {
    id: 7,
    clientId: null,
    clientCompanyName: 'Recyclage SA',
    contactName: 'Lucie',
    contactEmail: '',
    contactPhone: '06',
    companyAddress: 'Paris',
  };

  it('the client of a request not linked yet, linking that request; nothing once linked', () => {
    expect(clientOffersFor('package-pickup', request)).toEqual([
      {
        client: expect.objectContaining({ companyName: 'Recyclage SA', contactEmail: null }),
        fromRequest: { kind: 'package-pickup', id: 7 },
        label: 'Enregistrer ce client',
      },
    ]);
    expect(clientOffersFor('package-pickup', { ...request, clientId: 3 })).toEqual([]);
    // Without an id (not created), nothing to link.
    expect(clientOffersFor('package-pickup', { ...request, id: undefined })).toEqual([]);
  });

  it("each party of a transport with a company and no link, from that party's fields", () => {
    const transport = {
      id: 12,
      senderClientId: null,
      senderCompanyName: 'Expéditeur SA',
      senderContactName: 'Anne',
      senderEmail: 'anne@exp.test',
      senderPhone: '01',
      senderAddress: 'Lille',
      recipientClientId: null,
      recipientCompanyName: ' Atelier Sud ',
      recipientContactName: 'Marc',
      recipientEmail: 'marc@sud.test',
      recipientPhone: '04',
      recipientAddress: 'Lyon',
    };
    expect(clientOffersFor('delivery', transport)).toEqual([
      {
        client: {
          name: 'Expéditeur SA',
          companyName: 'Expéditeur SA',
          contactName: 'Anne',
          contactEmail: 'anne@exp.test',
          contactPhone: '01',
          companyAddress: 'Lille',
        },
        fromRequest: { kind: 'delivery', id: 12, party: 'sender' },
        label: 'Enregistrer ce client (expéditeur)',
      },
      {
        client: expect.objectContaining({ companyName: 'Atelier Sud', contactName: 'Marc' }),
        fromRequest: { kind: 'delivery', id: 12, party: 'recipient' },
        label: 'Enregistrer ce client (destinataire)',
      },
    ]);
    // A private sender (no company) and a recipient already linked: nothing to offer.
    expect(
      clientOffersFor('delivery', { ...transport, senderCompanyName: '', recipientClientId: 4 }),
    ).toEqual([]);
  });
});

describe("a client's request", () => {
  it("links to its details on its kind's page and names its date", () => {
    expect(clientRequestLink({ kind: 'package-pickup', id: 42 })).toBe('/package-pickup?demande=42');
    expect(clientRequestLink({ kind: 'material-conditioning', id: 1 })).toBe(
      '/material-conditioning?demande=1',
    );
    expect(clientRequestDateLabel({ kind: 'delivery' })).toBe('Date de collecte');
    expect(clientRequestDateLabel({ kind: 'regional-collection' })).toBe('Date souhaitée');
  });
});
