import { describe, expect, it } from 'vitest';
import { isFinished, shortDay, stageBadgeText, stageTone } from './stage-display';

const today = new Date(2026, 10, 25);

describe('stageBadgeText', () => {
  it("says the stage's label, « Suivi non renseigné » without one, and the raw id of an unknown one", () => {
    expect(stageBadgeText('material-conditioning', 'shipped', null, today)).toBe('Expédiée');
    expect(stageBadgeText('collection', null, null, today)).toBe('Suivi non renseigné');
    expect(stageBadgeText('delivery', 'cancelled', null, today)).toBe('Annulée');
    expect(stageBadgeText('delivery', 'teleported', null, today)).toBe('teleported');
  });

  it('adds the planned day while the request is planned, not once it has left', () => {
    expect(stageBadgeText('regional-collection', 'planned', '2026-12-12', today)).toBe(
      'Planifiée · 12\u00a0déc.',
    );
    expect(stageBadgeText('package-pickup', 'pickup-planned', '2027-01-08', today)).toBe(
      'Enlèvement planifié · 8\u00a0janv. 2027',
    );
    expect(stageBadgeText('regional-collection', 'collected', '2026-12-12', today)).toBe('Collectée');
    expect(stageBadgeText('regional-collection', 'planned', null, today)).toBe('Planifiée');
  });
});

describe('stageTone', () => {
  it("colours by the stage's phase, and apart a request without a stage", () => {
    expect(stageTone('delivery', 'to-plan')).toBe('to-plan');
    expect(stageTone('delivery', 'planned')).toBe('planned');
    expect(stageTone('delivery', 'in-transit')).toBe('in-transit');
    expect(stageTone('delivery', 'delivered')).toBe('done');
    expect(stageTone('delivery', 'cancelled')).toBe('cancelled');
    expect(stageTone('delivery', null)).toBe('none');
  });
});

describe('shortDay', () => {
  it('keeps the year only for another year, and leaves a text that is no day as it is', () => {
    expect(shortDay('2026-03-05', today)).toBe('5\u00a0mars');
    expect(shortDay('2025-03-05T00:00:00Z', today)).toBe('5\u00a0mars 2025');
    expect(shortDay('demain', today)).toBe('demain');
  });

  it('writes the first of a month « 1er »', () => {
    expect(shortDay('2026-12-01', today)).toBe('1er\u00a0déc.');
    expect(stageBadgeText('regional-collection', 'planned', '2026-12-01', today)).toBe(
      'Planifiée · 1er\u00a0déc.',
    );
  });
});

describe('isFinished', () => {
  it('is true only at the last stage of the kind (issue 30: « Terminé » only then)', () => {
    expect(isFinished('package-pickup', 'received')).toBe(true);
    expect(isFinished('material-conditioning', 'delivered')).toBe(true);
    expect(isFinished('delivery', 'delivered')).toBe(true);
    for (const stage of ['to-plan', 'pickup-planned', 'picked-up', 'cancelled', null, undefined, 'unknown']) {
      expect(isFinished('package-pickup', stage)).toBe(false);
    }
    expect(isFinished('material-conditioning', 'to-prepare')).toBe(false);
  });
});
