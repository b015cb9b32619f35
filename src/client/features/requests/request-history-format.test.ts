import type { RequestHistoryEntry } from '@shared/requests/request-history';
import { describe, expect, it } from 'vitest';
import {
  auditLine,
  fieldLabel,
  formatFieldValue,
  formatHistoryTime,
  historyLine,
} from './request-history-format';

/** 23 Nov 2026, 14:05 in Paris (the timeline shows Paris time, as every screen and document). */
const at = '2026-11-23T13:05:00.000Z';
const nb = '\u00a0';

/** An entry without its id and time (Omit distributed over the union, so each event keeps its fields). */
type EntryInput = RequestHistoryEntry extends infer E
  ? E extends RequestHistoryEntry
    ? Omit<E, 'id' | 'at'>
    : never
  : never;

const line = (kind: Parameters<typeof historyLine>[0], entry: EntryInput) =>
  historyLine(kind, { id: 'x', at, ...entry } as RequestHistoryEntry);

describe('request history lines', () => {
  it('dates in French, month abbreviated', () => {
    expect(formatHistoryTime(at)).toBe(`23${nb}nov. 2026 à${nb}14${nb}h${nb}05`);
    expect(formatHistoryTime('2026-12-01T09:00:00Z')).toBe(`1er${nb}déc. 2026 à${nb}10${nb}h`);
  });

  it('says who created, edited and decided', () => {
    expect(line('package-pickup', { event: 'created', actorName: 'Jeanne Martin' })).toMatchObject({
      title: 'Créée par Jeanne Martin',
      when: `23${nb}nov. 2026 à${nb}14${nb}h${nb}05`,
      details: [],
    });
    expect(line('package-pickup', { event: 'created', actorName: null }).title).toBe('Créée');
    expect(
      line('regional-collection', {
        event: 'decided',
        actorName: 'Alice Durand',
        status: 'completed',
        rejectionReason: null,
      }).title,
    ).toBe('Acceptée par Alice Durand');
    expect(
      line('regional-collection', {
        event: 'decided',
        actorName: 'Alice Durand',
        status: 'rejected',
        rejectionReason: 'Hors délai',
      }),
    ).toMatchObject({ title: 'Refusée par Alice Durand — Hors délai', tone: 'danger' });
  });

  it("says a packaging supply's two steps: approved and ordered, then marked received (decision 0091)", () => {
    const step = (status: string, actorName: string) =>
      auditLine({ id: 'x', at, event: 'decided', actorName, status, rejectionReason: null });
    expect(step('approved', 'Alice Durand').title).toBe('Approuvée par Alice Durand');
    expect(step('ordered', 'Alice Durand')).toMatchObject({
      title: 'Approuvée et commandée par Alice Durand',
      tone: 'success',
    });
    expect(step('received', 'Rémi Réception')).toMatchObject({
      title: 'Marquée comme reçue par Rémi Réception',
      tone: 'success',
    });
  });

  it("lists an edit's fields with the forms' labels, old → new", () => {
    const edited = line('regional-collection', {
      event: 'edited',
      actorName: 'Jeanne Martin',
      changes: {
        contactName: { from: 'Jeanne Contact', to: 'Paul Nouveau' },
        computersToCollect: { from: 3, to: 1500 },
        desiredDate: { from: '2027-03-01', to: '2027-03-12' },
        preferredTimeSlot: { from: null, to: 'morning' },
        specificTime: { from: null, to: '10:30' },
        offerNumber: { from: 'OE-1', to: '' },
      },
    });
    expect(edited.title).toBe('Modifiée par Jeanne Martin');
    expect(edited.details).toEqual([
      `Nom du contact${nb}: Jeanne Contact → Paul Nouveau`,
      `Ordinateurs${nb}: 3 → 1\u202f500`,
      `Date souhaitée${nb}: 1er${nb}mars 2027 → 12${nb}mars 2027`,
      `Créneau souhaité${nb}: (vide) → Matin (8${nb}h${nb}–${nb}12${nb}h)`,
      `Heure souhaitée${nb}: (vide) → 10${nb}h${nb}30`,
      `Numéro d'offre${nb}: OE-1 → (vide)`,
    ]);
  });

  it("shows a pickup's new address once, and its parcels as the summary writes them", () => {
    const edited = line('package-pickup', {
      event: 'edited',
      actorName: null,
      changes: {
        shippingAddressId: { from: 1, to: 2 },
        shippingDestination: { from: 'A — 1 rue X', to: 'B — 2 rue Y' },
        type: { from: 'package', to: 'pallet' },
        packageDetails: { from: [{ width: 40, length: 30, height: 20, weight: 8 }], to: [] },
      },
    });
    expect(edited.details).toEqual([
      `Adresse d'expédition${nb}: A — 1 rue X → B — 2 rue Y`,
      `Type d'enlèvement${nb}: Colis → Palette`,
      `Colis${nb}: 40${nb}×${nb}30${nb}×${nb}20${nb}cm, 8${nb}kg → Aucun`,
    ]);
  });

  it("labels the fields by the API's names, and gives an unknown field a readable name", () => {
    expect(fieldLabel('delivery', 'senderPhone')).toBe("Téléphone de l'expéditeur");
    expect(fieldLabel('collection', 'materials')).toBe('Matériel à collecter');
    // The counts take the forms' own labels, each kind its own.
    expect(fieldLabel('material-conditioning', 'computersToCollect')).toBe('Ordinateurs à collecter');
    expect(fieldLabel('regional-collection', 'computersToCollect')).toBe('Ordinateurs');
    expect(fieldLabel('material-conditioning', 'd3eBoxes')).toBe('Cartons D3E');
    expect(fieldLabel('collection', 'someNewField')).toBe('Some new field');
    expect(formatFieldValue('noDimensionsRequired', true)).toBe('Oui');
    expect(formatFieldValue('requestType', 'livraison')).toBe('Livraison');
    expect(formatFieldValue('packages', [{ type: 'pallet', weight: 250.5 }])).toBe(`Palette, 250,5${nb}kg`);
  });

  it('names the link to the directory « Client lié » and shows it as the client’s number (decision 0065)', () => {
    expect(fieldLabel('package-pickup', 'clientId')).toBe('Client lié');
    expect(fieldLabel('collection', 'clientId')).toBe('Client lié');
    expect(fieldLabel('delivery', 'senderClientId')).toBe('Client lié (expéditeur)');
    expect(fieldLabel('delivery', 'recipientClientId')).toBe('Client lié (destinataire)');
    const edited = line('regional-collection', {
      event: 'edited',
      actorName: 'Jeanne Martin',
      changes: { clientId: { from: null, to: 12 } },
    });
    expect(edited.details).toEqual([`Client lié${nb}: (vide) → client n°${nb}12`]);
  });

  it("writes a transport's edit as the API answers it, with the form's labels", () => {
    const edited = line('delivery', {
      event: 'edited',
      actorName: 'Jeanne Martin',
      changes: {
        senderPhone: { from: '06 12 34 56 78', to: '01 42 68 53 00' },
        requestType: { from: 'collecte', to: 'livraison' },
      },
    });
    expect(edited.details).toEqual([
      `Téléphone de l'expéditeur${nb}: 06 12 34 56 78 → 01 42 68 53 00`,
      `Type de demande${nb}: Collecte → Livraison`,
    ]);
  });

  it('tells where each mail is', () => {
    const mail = (entry: object) =>
      line('material-conditioning', { mail: 'request-created', attempts: 0, ...entry } as never);
    expect(mail({ event: 'mail-queued' }).title).toBe("Notification en attente d'envoi");
    expect(mail({ event: 'mail-sent', attempts: 1 }).title).toBe(
      "Notification envoyée à l'équipe logistique",
    );
    expect(mail({ event: 'mail-failed', attempts: 8 })).toMatchObject({
      title: "Échec de l'envoi de la notification",
      details: ['Abandon après 8\u00a0tentatives'],
    });
    expect(
      mail({ event: 'mail-failed', attempts: 1, reason: 'Le serveur SMTP a refusé le message.' }).details,
    ).toEqual(['Abandon après 1\u00a0tentative', `Motif${nb}: Le serveur SMTP a refusé le message.`]);
    expect(mail({ event: 'mail-skipped', skippedBecause: 'not-configured' }).title).toBe(
      `Mail non configuré${nb}: aucune notification`,
    );
    expect(
      mail({
        event: 'mail-skipped',
        skippedBecause: 'stale',
        reason: 'Notification périmée : déjà traitée.',
      }),
    ).toMatchObject({
      title: 'Notification périmée, non envoyée',
      details: [`Motif${nb}: Notification périmée : déjà traitée.`],
      tone: 'warning',
    });
    expect(mail({ event: 'mail-sent', mail: 'request-decided', attempts: 1 }).title).toBe(
      'Notification de la décision envoyée au demandeur',
    );
  });

  it('tells where each mail to the client is, naming the stage that sent it', () => {
    const mail = (kind: Parameters<typeof historyLine>[0], entry: object) =>
      line(kind, { attempts: 0, ...entry } as never);
    expect(mail('regional-collection', { event: 'mail-sent', mail: 'client-planned' }).title).toBe(
      `Mail au client (étape${nb}«${nb}Planifiée${nb}») envoyé`,
    );
    expect(mail('delivery', { event: 'mail-queued', mail: 'client-shipped' }).title).toBe(
      `Mail au client (étape${nb}«${nb}En transit${nb}») en attente d'envoi`,
    );
    expect(
      mail('package-pickup', { event: 'mail-failed', mail: 'client-received', attempts: 8 }),
    ).toMatchObject({
      title: `Échec de l'envoi du mail au client (étape${nb}«${nb}Réceptionnée${nb}»)`,
      details: [`Abandon après 8${nb}tentatives`],
      tone: 'danger',
    });
    expect(
      mail('collection', { event: 'mail-skipped', mail: 'client-planned', skippedBecause: 'not-configured' })
        .title,
    ).toBe(`Mail non configuré${nb}: aucun mail au client (étape${nb}«${nb}Planifiée${nb}»)`);
    expect(
      mail('collection', {
        event: 'mail-skipped',
        mail: 'client-shipped',
        skippedBecause: 'other',
        reason: 'Ces messages au client ont été désactivés dans les paramètres.',
      }),
    ).toMatchObject({
      title: `Mail au client (étape${nb}«${nb}Collectée${nb}») non envoyé`,
      details: [`Motif${nb}: Ces messages au client ont été désactivés dans les paramètres.`],
    });
    // The lot's certificate issued (issue 32): no stage sends it.
    expect(mail('regional-collection', { event: 'mail-sent', mail: 'client-certificate' }).title).toBe(
      "Mail au client (certificat d'effacement des données) envoyé",
    );
    expect(
      mail('collection', { event: 'mail-skipped', mail: 'client-certificate', skippedBecause: 'other' })
        .title,
    ).toBe("Mail au client (certificat d'effacement des données) non envoyé");
  });
});

describe("a lot's inventory in the history (issue 32)", () => {
  const at = '2026-11-28T10:00:00.000Z';
  it('says what was imported, closed or reopened, and by whom', () => {
    const line = (entry: Partial<RequestHistoryEntry>) =>
      historyLine('regional-collection', {
        id: 'h1',
        at,
        actorName: 'Léa Martin',
        ...entry,
      } as RequestHistoryEntry);
    expect(line({ event: 'lot', action: 'devices-imported', count: 12 })).toMatchObject({
      title: '12\u00a0équipements importés par Léa Martin',
      tone: 'neutral',
    });
    expect(
      line({ event: 'lot', action: 'erasure-report', fileName: 'nwipe.log', count: 1, unmatched: 2 }),
    ).toMatchObject({
      title: "Rapport d'effacement importé par Léa Martin",
      details: ['nwipe.log', '1\u00a0effacement enregistré', '2\u00a0lignes à rapprocher'],
    });
    expect(line({ event: 'lot', action: 'closed' }).title).toBe('Inventaire du lot clôturé par Léa Martin');
    expect(line({ event: 'lot', action: 'reopened' })).toMatchObject({
      title: 'Inventaire du lot rouvert par Léa Martin',
      tone: 'warning',
    });
  });
});
