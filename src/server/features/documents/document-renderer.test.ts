/**
 * What a document's download answers when the worker cannot draw it (documents-thread.ts
 * `documentRenderer`): the queue full → 429, a document beyond the worker's memory → 409, both in French;
 * anything else as it came. The worker itself is exercised by documents-thread.test.ts; here its refusals
 * are given as the worker gives them.
 */
import { documentMessages } from '@shared/documents/documents';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { DocumentsBusyError, documentRenderer } from './documents-thread';
import type { PdfModel } from './pdf-model';

const model = { title: 'x' } as unknown as PdfModel;
const failing = (error: Error) => documentRenderer({ render: () => Promise.reject(error) });

describe('a document the worker cannot draw', () => {
  it('is a French 429 while the worker is full', async () => {
    await expect(failing(new DocumentsBusyError())(model)).rejects.toMatchObject({
      statusCode: 429,
      message: documentMessages.busy,
    });
  });

  it('is a French 409 when it needs more memory than the worker has', async () => {
    // What worker_threads rejects with when a worker reaches its resourceLimits.
    const outOfMemory = Object.assign(new Error('Worker terminated due to reaching memory limit'), {
      code: 'ERR_WORKER_OUT_OF_MEMORY',
    });
    const refusal = await failing(outOfMemory)(model).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 409, message: documentMessages.tooLong });
  });

  it('passes anything else on, and a drawn document through', async () => {
    const other = new Error('autre');
    await expect(failing(other)(model)).rejects.toBe(other);
    const pdf = Buffer.from('%PDF');
    await expect(documentRenderer({ render: async () => pdf })(model)).resolves.toBe(pdf);
  });
});
