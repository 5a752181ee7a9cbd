/** The parts of an rjsf validation error the message mapping reads. */
export interface FieldError {
  /** ajv keyword: required, pattern, minLength, maxLength, const, ... */
  name?: string;
  /** ".email" for a value error, "email" for a missing one. */
  property?: string;
  params?: Record<string, unknown>;
}

/** The top-level field an error belongs to. */
export function errorField(error: FieldError): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}
