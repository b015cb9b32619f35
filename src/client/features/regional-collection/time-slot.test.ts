import { describe, expect, it } from 'vitest';
import { plannedSlot, timeSlotText } from './time-slot';

describe('timeSlotText', () => {
  it('reads the two fixed slots with their hours', () => {
    expect(timeSlotText({ preferredTimeSlot: 'morning', specificTime: null })).toBe(
      'Matin (8\u00a0h\u00a0–\u00a012\u00a0h)',
    );
    expect(timeSlotText({ preferredTimeSlot: 'afternoon', specificTime: null })).toBe(
      'Après-midi (14\u00a0h\u00a0–\u00a018\u00a0h)',
    );
  });

  it('gives the specific time in French notation', () => {
    // As the bon de collecte prints it: « 10 h 30 », « 9 h » (decision 0092).
    expect(timeSlotText({ preferredTimeSlot: 'specific_time', specificTime: '10:30' })).toBe(
      'À 10\u00a0h\u00a030',
    );
    expect(timeSlotText({ preferredTimeSlot: 'specific_time', specificTime: '09:00' })).toBe('À 9\u00a0h');
    expect(timeSlotText({ preferredTimeSlot: 'specific_time', specificTime: null })).toBe('Heure spécifique');
  });

  it('is null without a slot and shows an unknown slot as stored', () => {
    expect(timeSlotText({ preferredTimeSlot: null, specificTime: null })).toBeNull();
    expect(timeSlotText({ preferredTimeSlot: 'evening', specificTime: null })).toBe('evening');
  });
});

describe('plannedSlot', () => {
  it("reads the « Planifiée » stage's slot, and nothing before the collection is planned", () => {
    expect(
      plannedSlot({
        stage: 'planned',
        timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '14:30' },
      }),
    ).toEqual({ preferredTimeSlot: 'specific_time', specificTime: '14:30' });
    expect(plannedSlot({ timeSlot: { preferredTimeSlot: 'morning', specificTime: null } })).toEqual({
      preferredTimeSlot: 'morning',
      specificTime: null,
    });
    expect(plannedSlot({ stage: 'to-plan' })).toBeNull();
    expect(plannedSlot(null)).toBeNull();
  });
});
