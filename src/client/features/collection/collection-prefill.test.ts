import { describe, expect, it } from 'vitest';
import {
  collectionPrefillFromRegional,
  collectionPrefillState,
  materialsText,
  readCollectionPrefill,
} from './collection-prefill';

describe('materialsText', () => {
  it('writes the non-zero counts in French, singular or plural, in the form order', () => {
    expect(materialsText({ computersToCollect: 3, screensToCollect: 2 })).toBe('3 ordinateurs, 2 écrans');
    expect(
      materialsText({
        computersToCollect: 1,
        pcFixesToCollect: 2,
        phonesToCollect: 1,
        tabletsToCollect: 0,
        d3eBoxes: 4,
      }),
    ).toBe('1 ordinateur, 2 PC fixes, 1 téléphone, 4 cartons D3E');
  });

  it('is empty without equipment, and ignores what is not a positive count', () => {
    expect(materialsText({})).toBe('');
    expect(materialsText({ computersToCollect: -2, screensToCollect: 'abc', phonesToCollect: '5' })).toBe(
      '5 téléphones',
    );
  });
});

describe('collectionPrefillFromRegional', () => {
  it('carries the contact over, the counts as materials and the offer number as a comment', () => {
    expect(
      collectionPrefillFromRegional({
        clientCompanyName: ' Lyon Recyclage ',
        contactName: 'Paul Martin',
        contactEmail: 'paul@lyon.test',
        contactPhone: '04 78 00 00 00',
        companyAddress: '5 rue de la République, 69001 Lyon',
        offerNumber: 'OE-000042',
        computersToCollect: 3,
        screensToCollect: 2,
      }),
    ).toEqual({
      clientName: 'Lyon Recyclage',
      clientContactName: 'Paul Martin',
      clientPhone: '04 78 00 00 00',
      clientEmail: 'paul@lyon.test',
      clientAddress: '5 rue de la République, 69001 Lyon',
      materials: '3 ordinateurs, 2 écrans',
      comments: "N° d'offre\u00a0: OE-000042",
    });
  });
});

describe('readCollectionPrefill', () => {
  it('reads back what the link carried, and nothing from any other state', () => {
    const prefill = collectionPrefillFromRegional({ clientCompanyName: 'ACME', computersToCollect: 2 });
    expect(readCollectionPrefill(collectionPrefillState(prefill))).toEqual(prefill);
    expect(readCollectionPrefill(null)).toBeNull();
    expect(readCollectionPrefill({ other: 1 })).toBeNull();
    expect(readCollectionPrefill({ collectionPrefill: { clientName: 42 } })?.clientName).toBe('');
  });
});
