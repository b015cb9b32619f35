/**
 * Routes declare zod schemas (the same ones the client's forms use) and receive typed, parsed values.
 * A failed parse reaches the error handler as the ZodError itself, which maps it to French field messages.
 */
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  // Answers are built by explicit mappers (e.g. toPublicUser); response schemas serve as documentation only.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
