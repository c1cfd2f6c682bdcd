// Typed errors that the route wrapper maps to one JSON envelope: { error: { code, message, fields? } }.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, "bad_request", message, fields);
export const unauthorized = (message = "Sign in to continue") => new HttpError(401, "unauthorized", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);

/** A remote service answered badly or not at all. */
export class ServiceError extends Error {
  constructor(
    readonly service: string,
    readonly status: number | null,
    readonly url: string,
    message: string,
  ) {
    super(`${service}: ${message}`);
  }
}
