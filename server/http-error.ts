/** The API's error answers: `{message, fields?}` with a status. */

/** An error whose message and fields are safe to show the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, fields?: Record<string, string>, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fields = fields;
    this.headers = headers;
  }

  /** The JSON body of the answer. */
  toJSON(): { message: string; fields?: Record<string, string> } {
    return this.fields ? { message: this.message, fields: this.fields } : { message: this.message };
  }
}

/** The general message of a 400 with field errors. */
export const INVALID_INPUT = 'Invalid input data';

/** A 400 'Invalid input data' with one message per field. */
export function invalidInput(fields: Record<string, string>): HttpError {
  return new HttpError(400, INVALID_INPUT, fields);
}
