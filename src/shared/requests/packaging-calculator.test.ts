import { describe, expect, it } from 'vitest';
import {
  conditioningPackaging,
  envelopesFor,
  regionalPackaging,
  screenBoxesFor,
} from './packaging-calculator';

describe('envelopesFor: one per device plus 10 %, rounded up', () => {
  it.each([
    [0, 0],
    [1, 2], // 1.1 → 2
    [9, 10], // 9.9 → 10
    [10, 11],
    [20, 22],
    [25, 28], // 27.5 → 28
    [50, 55], // 50 × 1.1 is 55.00000000000001 in floating point: 56 if computed that way
    [100, 110],
  ])('%i devices → %i envelopes', (devices, envelopes) => {
    expect(envelopesFor(devices)).toBe(envelopes);
  });
});

describe('screenBoxesFor: four screens per box, rounded up', () => {
  it.each([
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
  ])('%i screens → %i boxes', (screens, boxes) => {
    expect(screenBoxesFor(screens)).toBe(boxes);
  });
});

describe('conditioningPackaging', () => {
  it('rounds the total weight once: 7 computers = 21 kg = exactly 1 box', () => {
    const result = conditioningPackaging({
      computersToCollect: 7,
      phonesToCollect: 0,
      tabletsToCollect: 0,
      screensToCollect: 0,
      d3eBoxesToFill: 0,
    });
    expect(result).toEqual({
      pcEnvelopes: 8,
      phoneEnvelopes: 0,
      tabletEnvelopes: 0,
      standardBoxes: 1,
      screenBoxes: 0,
      d3eBoxes: 0,
    });
  });

  it('worked example: 10 computers, 20 phones, 5 tablets, 9 screens, 2 D3E boxes', () => {
    // weight = 30 + 4.4 + 3.5 = 37.9 kg → 2 boxes, + 2 D3E boxes = 4
    expect(
      conditioningPackaging({
        computersToCollect: 10,
        phonesToCollect: 20,
        tabletsToCollect: 5,
        screensToCollect: 9,
        d3eBoxesToFill: 2,
      }),
    ).toEqual({
      pcEnvelopes: 11,
      phoneEnvelopes: 22,
      tabletEnvelopes: 6,
      standardBoxes: 4,
      screenBoxes: 3,
      d3eBoxes: 0,
    });
  });

  it('sums the weights before rounding: 1 computer and 1 tablet (3.7 kg) need one box, not two', () => {
    const result = conditioningPackaging({
      computersToCollect: 1,
      phonesToCollect: 0,
      tabletsToCollect: 1,
      screensToCollect: 0,
      d3eBoxesToFill: 0,
    });
    expect(result.standardBoxes).toBe(1);
  });

  it('needs nothing for nothing', () => {
    expect(
      conditioningPackaging({
        computersToCollect: 0,
        phonesToCollect: 0,
        tabletsToCollect: 0,
        screensToCollect: 0,
        d3eBoxesToFill: 0,
      }),
    ).toEqual({
      pcEnvelopes: 0,
      phoneEnvelopes: 0,
      tabletEnvelopes: 0,
      standardBoxes: 0,
      screenBoxes: 0,
      d3eBoxes: 0,
    });
  });
});

describe('regionalPackaging', () => {
  it('rounds each weight term separately: 1 computer and 1 tablet need two cartons', () => {
    const result = regionalPackaging({
      computersToCollect: 1,
      phonesToCollect: 0,
      tabletsToCollect: 1,
      screensToCollect: 0,
      d3eBoxes: 0,
    });
    expect(result.standardCartons).toBe(2);
  });

  it('worked example: 10 computers, 20 phones, 5 tablets, 9 screens, 2 D3E cartons', () => {
    // computers 30 kg → 2, phones 4.4 kg → 1, tablets 3.5 kg → 1, + 2 D3E = 6 standard cartons
    expect(
      regionalPackaging({
        computersToCollect: 10,
        phonesToCollect: 20,
        tabletsToCollect: 5,
        screensToCollect: 9,
        d3eBoxes: 2,
      }),
    ).toEqual({
      pcEnvelopes: 11,
      phoneEnvelopes: 22,
      tabletEnvelopes: 6,
      largeCartons: 3,
      standardCartons: 6,
      total: 48,
    });
  });

  it('exact multiples do not round up: 7 computers (21 kg) fill one carton', () => {
    expect(
      regionalPackaging({
        computersToCollect: 7,
        phonesToCollect: 0,
        tabletsToCollect: 0,
        screensToCollect: 0,
        d3eBoxes: 0,
      }).standardCartons,
    ).toBe(1);
  });
});
