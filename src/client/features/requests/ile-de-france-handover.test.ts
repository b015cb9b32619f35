import { describe, expect, it } from 'vitest';
import {
  collectionPrefillFromRegional,
  collectionPrefillState,
  countsFromMaterials,
  materialsText,
  readCollectionPrefill,
  readRegionalPrefill,
  regionalPrefillFromCollection,
  regionalPrefillState,
} from './ile-de-france-handover';

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

describe('countsFromMaterials', () => {
  it('reads back what materialsText writes, whatever the case and accents', () => {
    const values = { computersToCollect: 3, pcFixesToCollect: 1, screensToCollect: 2, d3eBoxes: 4 };
    expect(countsFromMaterials(materialsText(values))).toEqual({ counts: values, complete: true });
    expect(countsFromMaterials('12 Ordinateurs et 1 ECRAN\n2 tablettes')).toEqual({
      counts: { computersToCollect: 12, screensToCollect: 1, tabletsToCollect: 2 },
      complete: true,
    });
  });

  it('says when some of the text is not a count the regional form has', () => {
    expect(countsFromMaterials('3 ordinateurs, 2 serveurs')).toEqual({
      counts: { computersToCollect: 3 },
      complete: false,
    });
    expect(countsFromMaterials('Un lot de vieux PC')).toEqual({ counts: {}, complete: false });
    expect(countsFromMaterials('')).toEqual({ counts: {}, complete: false });
  });
});

describe('regionalPrefillFromCollection', () => {
  const collection = {
    clientName: ' Montreuil Recyclage ',
    clientContactName: 'Paul Martin',
    clientPhone: '01 48 00 00 00',
    clientEmail: 'paul@montreuil.test',
    clientAddress: '1 place Jean Jaurès, 93100 Montreuil',
    materials: '3 ordinateurs, 2 écrans',
    comments: "N° d'offre\u00a0: OE-000042",
  };

  it('carries the contact over, the materials as counts and the offer number from the comments', () => {
    expect(regionalPrefillFromCollection(collection)).toEqual({
      clientCompanyName: 'Montreuil Recyclage',
      contactName: 'Paul Martin',
      contactPhone: '01 48 00 00 00',
      contactEmail: 'paul@montreuil.test',
      companyAddress: '1 place Jean Jaurès, 93100 Montreuil',
      offerNumber: 'OE-000042',
      counts: { computersToCollect: 3, screensToCollect: 2 },
      materialsNote: null,
      comments: null,
    });
  });

  it('keeps the comment (issue 30): the offer number taken out, the rest carried and read back', () => {
    const prefill = regionalPrefillFromCollection({
      ...collection,
      comments: "N° d'offre : OE-000042\nSonner à l'interphone B, 2e étage",
    });
    expect(prefill).toMatchObject({
      offerNumber: 'OE-000042',
      comments: "Sonner à l'interphone B, 2e étage",
    });
    expect(readRegionalPrefill(regionalPrefillState(prefill))?.comments).toBe(
      "Sonner à l'interphone B, 2e étage",
    );
    expect(regionalPrefillFromCollection({ ...collection, comments: 'Accès par la cour' }).comments).toBe(
      'Accès par la cour',
    );
  });

  it('gives the comment back on the way back, after the offer number', () => {
    const prefill = regionalPrefillFromCollection({
      ...collection,
      comments: "N° d'offre : OE-000042\nSonner à l'interphone B",
    });
    const back = collectionPrefillFromRegional(
      { clientCompanyName: 'Montreuil Recyclage', offerNumber: prefill.offerNumber },
      prefill.comments,
    );
    expect(back.comments).toBe("N° d'offre : OE-000042\nSonner à l'interphone B");
    expect(collectionPrefillFromRegional({}, 'Accès par la cour').comments).toBe('Accès par la cour');
  });

  it('keeps free-text materials as a note to re-enter, and reads back what the link carried', () => {
    const prefill = regionalPrefillFromCollection({
      ...collection,
      materials: '1 baie de serveurs',
      comments: '',
    });
    expect(prefill).toMatchObject({ counts: {}, materialsNote: '1 baie de serveurs', offerNumber: '' });
    expect(readRegionalPrefill(regionalPrefillState(prefill))).toEqual(prefill);
    expect(
      readRegionalPrefill({ regionalPrefill: { counts: { computersToCollect: -3 }, contactName: 7 } }),
    ).toMatchObject({
      counts: {},
      contactName: '',
      materialsNote: null,
      comments: null,
    });
    expect(readRegionalPrefill(collectionPrefillState(collectionPrefillFromRegional({})))).toBeNull();
  });
});
