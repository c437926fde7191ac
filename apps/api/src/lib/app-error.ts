import { ErrorCode, ErrorMessage } from '@ourhood/contract';

/**
 * An error a service throws on purpose: its status, message and code go to the client as they
 * are. Anything else that is thrown becomes a generic 500 (details only in the log).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, fieldErrors?: Record<string, string>): AppError {
    return new AppError(400, message, ErrorCode.VALIDATION_FAILED, fieldErrors);
  }

  static unauthorized(message: string = ErrorMessage.UNAUTHORIZED, code: string = ErrorCode.UNAUTHORIZED): AppError {
    return new AppError(401, message, code);
  }

  /** Also used for "exists but is not yours" (docs/api.md, Status codes: never 403 for ownership). */
  static notFound(message: string = ErrorMessage.NOT_FOUND): AppError {
    return new AppError(404, message, ErrorCode.NOT_FOUND);
  }

  /** `fieldErrors` names the field at fault (a taken e-mail), so a form can show it under that field. */
  static conflict(message: string, fieldErrors?: Record<string, string>): AppError {
    return new AppError(409, message, ErrorCode.CONFLICT, fieldErrors);
  }

  static tooManyRequests(message: string, retryAfterSeconds: number): AppError {
    return new AppError(429, message, ErrorCode.RATE_LIMITED, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
