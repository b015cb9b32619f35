import { defaultGeneralSettings } from '@shared/settings/general-settings.schema';
import { describe, expect, it } from 'vitest';
import { presetDimensions, presetText } from './parcel-presets';

const settings = {
  ...defaultGeneralSettings,
  cartonWidth: 41,
  grandCartonHeight: 33,
  europaletteLength: 121,
};

describe('presetDimensions', () => {
  it('fills the three dimensions of a carton from the settings', () => {
    expect(presetDimensions(settings, 'carton')).toEqual({ width: 41, length: 30, height: 20 });
    expect(presetDimensions(settings, 'grandCarton')).toEqual({ width: 60, length: 40, height: 33 });
  });

  it('fills only the width and length of a europallet', () => {
    expect(presetDimensions(settings, 'europalette')).toEqual({ width: 80, length: 121 });
  });
});

describe('presetText', () => {
  it('writes the dimensions in French notation, on one line', () => {
    expect(presetText(settings, 'carton')).toBe('41\u00a0×\u00a030\u00a0×\u00a020\u00a0cm');
    expect(presetText(settings, 'europalette')).toBe('80\u00a0×\u00a0121\u00a0cm');
  });
});
