/** Valid request forms for tests outside the requests feature (mail, access…), one per kind. */
import type { RequestKind } from '@shared/requests/request-kinds';
import { formatRequestReference, requestReferencePrefixes } from '@shared/requests/request-reference';
import type { TestApp } from './build-test-app';
import { nextYear } from './dates';

const contact = (company: string) => ({
  clientCompanyName: company,
  contactName: 'Jeanne Contact',
  contactEmail: 'jeanne.contact@client.test',
  contactPhone: '06 12 34 56 78',
  companyAddress: '10 avenue de France, 75013 Paris',
});

/** The smallest regional collection a user can create (one notification each): for the mail and process tests. */
export const regionalCollection = (company: string) => ({
  clientCompanyName: company,
  contactName: 'Claire Petit',
  contactEmail: 'claire.petit@example.test',
  contactPhone: '01 02 03 04 05',
  companyAddress: '1 rue de la Paix, 75002 Paris',
  desiredDate: nextYear('03-04'),
});

/** Saves a shipping address (pickup requests need one) and returns its id. */
export async function createShippingAddress(t: TestApp, adminCookie: string): Promise<number> {
  const response = await t.call('POST', '/api/saved-addresses', {
    cookie: adminCookie,
    payload: {
      name: 'Atelier Nord',
      companyName: 'Recyclage SA',
      contactName: 'Paul',
      contactEmail: 'paul@example.test',
      contactPhone: '0102030405',
      deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
    },
  });
  return response.json().id;
}

export function validRequestPayload(kind: RequestKind, company: string, shippingAddressId: number) {
  switch (kind) {
    case 'material-conditioning':
      return {
        ...contact(company),
        offerNumber: 'OE-000123',
        desiredDate: nextYear('03-03'),
        computersToCollect: 10,
      };
    case 'package-pickup':
      return {
        ...contact(company),
        type: 'package',
        shippingAddressId,
        desiredDate: nextYear('03-04'),
        packageDetails: [{ width: 40, length: 30, height: 20, weight: 8 }],
      };
    case 'regional-collection':
      return {
        ...contact(company),
        desiredDate: nextYear('03-05'),
        computersToCollect: 3,
        preferredTimeSlot: 'morning',
      };
    case 'delivery':
      return {
        requestType: 'livraison',
        requester: 'Léa Martin',
        senderCompanyName: company,
        senderContactName: 'Jeanne Contact',
        senderPhone: '06 12 34 56 78',
        senderEmail: 'jeanne.contact@client.test',
        senderAddress: '10 avenue de France, 75013 Paris',
        recipientCompanyName: 'Atelier Sud',
        recipientContactName: 'Marc Dest',
        recipientPhone: '04 78 00 00 00',
        recipientEmail: 'marc@atelier.test',
        recipientAddress: '5 rue de la République, 69001 Lyon',
        collectionDate: nextYear('03-06'),
        packages: [{ type: 'package', width: 40, length: 30, height: 20, weight: 8, value: '1 200 €' }],
      };
    case 'collection':
      return {
        clientName: company,
        clientContactName: 'Jeanne Contact',
        clientPhone: '06 12 34 56 78',
        clientEmail: 'jeanne.contact@client.test',
        clientAddress: '5 rue de la République, 69001 Lyon',
        materials: '3 ordinateurs, 2 écrans',
      };
  }
}

/** The reference of a request of `kind` created just now (decision 0087): « COL-2026-00042 ». */
export const referenceOf = (kind: RequestKind, id: number) =>
  formatRequestReference(requestReferencePrefixes[kind], id, new Date());
