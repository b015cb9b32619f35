import { describe, expect, it } from 'vitest';
import { ATTESTATION_STAGE, kindDocuments } from '../documents/documents';
import { requestKinds } from '../requests/request-kinds';
import { restocksOnCancel, stagesOf, stageWithRole } from './fulfilment-stages';

/** What each stage is in the goods' journey is declared on it (issue 31 point 2), not guessed from a field. */
describe('stage roles', () => {
  it('gives every kind with an attestation a hand-over, then a reception at ATTESTATION_STAGE', () => {
    for (const kind of requestKinds.filter((candidate) => kindDocuments[candidate].includes('attestation'))) {
      const stages = stagesOf(kind).map((stage) => stage.id);
      const handOver = stageWithRole(kind, 'hand-over');
      const reception = stageWithRole(kind, 'reception');
      expect(reception?.id, kind).toBe(ATTESTATION_STAGE);
      expect(handOver, kind).toBeDefined();
      expect(stages.indexOf(handOver?.id ?? ''), kind).toBeLessThan(stages.indexOf(ATTESTATION_STAGE));
      // The reception records the weight the attestation and the register print.
      expect(
        reception?.fields.map((field) => field.name),
        kind,
      ).toContain('receivedWeightKg');
    }
  });

  it('gives no reception to the kinds whose goods never reach the warehouse', () => {
    expect(stageWithRole('material-conditioning', 'reception')).toBeUndefined();
    expect(stageWithRole('delivery', 'reception')).toBeUndefined();
  });

  it('gives the packaging back only when a conditioning request is cancelled before it is shipped', () => {
    expect(restocksOnCancel('material-conditioning', null)).toBe(true);
    expect(restocksOnCancel('material-conditioning', 'to-prepare')).toBe(true);
    expect(restocksOnCancel('material-conditioning', 'shipped')).toBe(false);
    for (const kind of requestKinds.filter((candidate) => candidate !== 'material-conditioning')) {
      for (const stage of [null, ...stagesOf(kind).map((candidate) => candidate.id)]) {
        expect(restocksOnCancel(kind, stage), `${kind} ${stage}`).toBe(false);
      }
    }
  });
});
