import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './form-errors';

describe('serverFieldErrors', () => {
  it('keeps the messages of the form’s own fields', () => {
    const error = new ApiError(409, "Ce nom d'utilisateur est déjà utilisé", {
      username: "Ce nom d'utilisateur est déjà utilisé",
      'packageDetails.0.width': 'La largeur doit être positive',
    });
    expect(serverFieldErrors(error, ['username', 'email'])).toEqual([
      ['username', "Ce nom d'utilisateur est déjà utilisé"],
    ]);
  });

  it('gives nothing for an error without field messages or for a non-API error', () => {
    expect(serverFieldErrors(new ApiError(409, 'Conflit'), ['name'])).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), ['name'])).toEqual([]);
  });
});
