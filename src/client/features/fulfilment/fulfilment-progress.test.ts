import { cancelledStage, type FulfilmentRecord, stagesOf } from '@shared/fulfilment/fulfilment-stages';
import type { RequestHistoryEntry } from '@shared/requests/request-history';
import { describe, expect, it } from 'vitest';
import {
  differenceText,
  reachedStages,
  receptionTable,
  stageFormDefaults,
  stageSteps,
  wasteTagLines,
  weightText,
} from './fulfilment-progress';

const regional = stagesOf('regional-collection');
const record = (fields: Partial<FulfilmentRecord>): FulfilmentRecord => ({
  stage: null,
  stageAt: null,
  ...fields,
});
const declared = {
  computersToCollect: 3,
  pcFixesToCollect: 0,
  phonesToCollect: 2,
  tabletsToCollect: 0,
  screensToCollect: 1,
  d3eBoxes: 0,
};
const actor = { actorId: 1, actorName: 'Jeanne Martin' };

describe('reachedStages', () => {
  it('dates the first stage at the acceptance, each move at its event, and forgets what a step back undid', () => {
    const history = [
      { id: 'a', event: 'created', at: '2026-11-01T08:00:00Z', ...actor },
      { id: 'b', event: 'decided', at: '2026-11-02T08:00:00Z', status: 'completed', ...actor },
      {
        id: 'c',
        event: 'stage',
        at: '2026-11-03T08:00:00Z',
        from: 'to-plan',
        to: 'planned',
        fields: {},
        removed: [],
        ...actor,
      },
      {
        id: 'd',
        event: 'stage',
        at: '2026-11-04T08:00:00Z',
        from: 'planned',
        to: 'collected',
        fields: {},
        removed: [],
        ...actor,
      },
      {
        id: 'e',
        event: 'stage',
        at: '2026-11-05T08:00:00Z',
        from: 'collected',
        to: 'planned',
        fields: {},
        removed: ['collected'],
        ...actor,
      },
    ] as unknown as RequestHistoryEntry[];
    const reached = reachedStages(regional, history);
    expect(reached.get('to-plan')?.at).toBe('2026-11-02T08:00:00Z');
    // Back to « Planifiée »: it keeps the day it was first reached; « Collectée » is forgotten.
    expect(reached.get('planned')?.at).toBe('2026-11-03T08:00:00Z');
    expect(reached.has('collected')).toBe(false);
  });

  it('records a cancellation without forgetting the stages reached before it', () => {
    const history = [
      { id: 'b', event: 'decided', at: '2026-11-02T08:00:00Z', status: 'completed', ...actor },
      {
        id: 'c',
        event: 'stage',
        at: '2026-11-03T08:00:00Z',
        from: 'to-plan',
        to: 'cancelled',
        fields: {},
        removed: [],
        ...actor,
      },
    ] as unknown as RequestHistoryEntry[];
    const reached = reachedStages(regional, history);
    expect([...reached.keys()]).toEqual(['to-plan', 'cancelled']);
  });
});

describe('stageSteps', () => {
  it('marks done, current and next stages, with what the done ones recorded (but what shows apart)', () => {
    const steps = stageSteps(
      regional,
      cancelledStage,
      record({
        stage: 'collected',
        stageAt: '2026-11-04T08:00:00Z',
        plannedDate: '2026-11-04',
        timeSlot: { preferredTimeSlot: 'morning', specificTime: null },
        team: 'Camion 2',
        collected: declared,
        handedOverBy: 'M. Dupont',
      }),
    );
    expect(steps.map((step) => [step.stage.id, step.state])).toEqual([
      ['to-plan', 'done'],
      ['planned', 'done'],
      ['collected', 'current'],
      ['received', 'next'],
    ]);
    expect(steps[1]?.facts).toEqual([{ name: 'team', label: 'Équipe ou véhicule', value: 'Camion 2' }]);
    expect(steps[2]?.facts).toEqual([{ name: 'handedOverBy', label: 'Remis par', value: 'M. Dupont' }]);
    expect(steps[2]?.at).toBe('2026-11-04T08:00:00Z');
    expect(steps[3]?.facts).toEqual([]);
  });

  it('stands at the first stage when none was recorded (accepted before the suivi)', () => {
    const steps = stageSteps(stagesOf('delivery'), cancelledStage, record({}));
    expect(steps.map((step) => step.state)).toEqual(['current', 'next', 'next', 'next']);
  });

  it('ends a cancelled suivi with « Annulée » and its reason, after the stages it had reached', () => {
    const steps = stageSteps(
      stagesOf('delivery'),
      cancelledStage,
      record({ stage: 'cancelled', cancelledFrom: 'planned', cancelReason: 'Client injoignable' }),
    );
    expect(steps.map((step) => [step.stage.id, step.state])).toEqual([
      ['to-plan', 'done'],
      ['planned', 'done'],
      ['cancelled', 'cancelled'],
    ]);
    expect(steps[2]?.facts).toEqual([
      { name: 'cancelReason', label: "Motif de l'annulation", value: 'Client injoignable' },
    ]);
  });
});

describe('receptionTable', () => {
  it('puts declared, collected and received side by side per category, with the difference', () => {
    const table = receptionTable('regional-collection', {
      ...declared,
      fulfilment: record({
        stage: 'received',
        collected: { ...declared, phonesToCollect: 1 },
        received: { ...declared, phonesToCollect: 1, screensToCollect: 2 },
      }),
    });
    expect(table?.columns).toEqual(['declared', 'collected', 'received', 'difference']);
    expect(table?.rows.find((row) => row.label === 'Téléphones')).toEqual({
      label: 'Téléphones',
      declared: 2,
      collected: 1,
      received: 1,
      difference: -1,
    });
    expect(table?.rows.find((row) => row.label === 'Écrans')?.difference).toBe(1);
  });

  it('compares what was collected before anything is received, and is null before that', () => {
    const collected = receptionTable('regional-collection', {
      ...declared,
      fulfilment: record({ stage: 'collected', collected: { ...declared, computersToCollect: 5 } }),
    });
    expect(collected?.columns).toEqual(['declared', 'collected', 'difference']);
    expect(collected?.rows[0]).toMatchObject({ label: 'Ordinateurs', difference: 2 });
    expect(
      receptionTable('regional-collection', { ...declared, fulfilment: record({ stage: 'planned' }) }),
    ).toBeNull();
  });

  it('shows only the received counts of a collection outside Île-de-France (nothing declared per category)', () => {
    const table = receptionTable('collection', {
      fulfilment: record({ stage: 'received', received: { ...declared, d3eBoxes: 4 } }),
    });
    expect(table?.columns).toEqual(['received']);
    expect(table?.rows.at(-1)).toMatchObject({ label: 'Cartons D3E', received: 4, difference: null });
  });

  it("compares a pickup's parcels or pallets; a kind the warehouse receives nothing of has no table", () => {
    const pallets = receptionTable('package-pickup', {
      type: 'pallet',
      numberOfPallets: 3,
      numberOfPackages: null,
      fulfilment: record({ stage: 'received', receivedUnits: 2 }),
    });
    expect(pallets).toEqual({
      columns: ['declared', 'received', 'difference'],
      rows: [{ label: 'Palettes', declared: 3, received: 2, difference: -1 }],
    });
    expect(
      receptionTable('material-conditioning', {
        fulfilment: record({ stage: 'delivered', received: declared }),
      }),
    ).toBeNull();
  });
});

describe('differenceText and weightText', () => {
  it('signs a difference with a real minus, and says whether a weight was weighed', () => {
    expect([differenceText(2), differenceText(-3), differenceText(0), differenceText(null)]).toEqual([
      '+2',
      '\u22123',
      '0',
      '—',
    ]);
    expect(weightText(record({ receivedWeightKg: 12.5, weightEstimated: true }))).toBe(
      '12,5\u00a0kg (estimé)',
    );
    expect(weightText(record({ receivedWeightKg: 80 }))).toBe('80\u00a0kg (pesé)');
    expect(weightText(record({}))).toBeNull();
  });
});

describe('wasteTagLines', () => {
  it('says what each category received became, in the categories’ order, and nothing before the register', () => {
    expect(
      wasteTagLines(record({ wasteTags: { screensToCollect: '20 01 35*', computersToCollect: 'reuse' } })),
    ).toEqual([
      { label: 'Ordinateurs', tag: 'Réemploi' },
      { label: 'Écrans', tag: 'DEEE 20 01 35*' },
    ]);
    expect(wasteTagLines(record({ wasteTags: { lot: '16 02 14' } }))).toEqual([
      { label: 'Lot reçu', tag: 'DEEE 16 02 14' },
    ]);
    expect(wasteTagLines(record({ wasteTags: { phonesToCollect: 'poubelle' } }))).toBeNull();
    expect(wasteTagLines(record({}))).toBeNull();
  });
});

describe('stageFormDefaults', () => {
  const today = '2026-11-25';

  it('prefills a reception with what was collected (else declared), so only differences are typed', () => {
    const received = regional[3];
    if (!received) throw new Error('no reception stage');
    const collected = { ...declared, phonesToCollect: 1 };
    expect(
      stageFormDefaults(
        'regional-collection',
        received,
        { ...declared, fulfilment: record({ collected }) },
        today,
      ),
    ).toEqual({
      received: collected,
      receivedWeightKg: undefined,
      weightEstimated: false,
      wasteTags: {},
      remark: '',
    });
    const collecting = regional[2];
    if (!collecting) throw new Error('no collection stage');
    expect(
      stageFormDefaults('regional-collection', collecting, { ...declared, fulfilment: record({}) }, today)
        .collected,
    ).toEqual(declared);
  });

  it("plans on the day and slot the client asked for while still ahead, dates facts today, counts a pickup's parcels", () => {
    const planned = regional[1];
    if (!planned) throw new Error('no planning stage');
    const ahead = {
      ...declared,
      desiredDate: '2026-12-01',
      preferredTimeSlot: 'specific_time',
      specificTime: '10:30',
    };
    expect(
      stageFormDefaults('regional-collection', planned, { ...ahead, fulfilment: record({}) }, today),
    ).toEqual({
      plannedDate: '2026-12-01',
      timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '10:30' },
      team: '',
    });
    expect(
      stageFormDefaults(
        'regional-collection',
        planned,
        { ...ahead, desiredDate: '2026-11-01', fulfilment: record({}) },
        today,
      ).plannedDate,
    ).toBe('');
    const shipped = stagesOf('material-conditioning')[1];
    if (!shipped) throw new Error('no shipping stage');
    expect(stageFormDefaults('material-conditioning', shipped, { fulfilment: record({}) }, today)).toEqual({
      carrierId: undefined,
      trackingNumber: '',
      shippedOn: today,
    });
    const pickupReceived = stagesOf('package-pickup')[3];
    if (!pickupReceived) throw new Error('no pickup reception');
    expect(
      stageFormDefaults(
        'package-pickup',
        pickupReceived,
        { type: 'package', numberOfPackages: 4, fulfilment: record({}) },
        today,
      ).receivedUnits,
    ).toBe(4);
  });
});
