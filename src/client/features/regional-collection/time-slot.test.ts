import { describe, expect, it } from 'vitest';
import { plannedSlot, timeSlotText } from './time-slot';

describe('timeSlotText', () => {
  it('reads the two fixed slots with their hours', () => {
    expect(timeSlotText({ preferredTimeSlot: 'morning', specificTime: null })).toBe('Matin (8h-12h)');
    expect(timeSlotText({ preferredTimeSlot: 'afternoon', specificTime: null })).toBe('Après-midi (14h-18h)');
  });

  it('gives the specific time in French notation', () => {
    expect(timeSlotText({ preferredTimeSlot: 'specific_time', specificTime: '10:30' })).toBe('À 10h30');
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
