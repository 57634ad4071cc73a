import { type ValidationIssue, controlCharacterIssues } from '@questline/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/** Raised by the validator; the error mapper turns it into a localised 500 answer. */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(readonly issues: ValidationIssue[]) {
    super('validation failed');
    this.name = 'ValidationFailure';
  }
}

/**
 * Parses with the route's zod schema. `reportInput` lets the message tell a
 * missing field from a wrong one; inputs never leave the server. A string holding a control character is
 * refused first, whatever the schema (issue 28).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const controls = controlCharacterIssues(data);
    if (controls.length > 0) return { error: new ValidationFailure(controls) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ValidationFailure(result.error.issues) };
  };
