import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import { AppError } from '../app-error.js';
import { acceptedTypesLabel } from './image-support.js';
import { ServerMessages } from '../i18n/server-messages.js';

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

/** The user-facing failures of an upload: each says what is wrong and what is allowed. */
export const ImageError = {
  unsupportedType(): AppError {
    return new AppError(415, `Only ${acceptedTypesLabel()} images are allowed.`, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  },
  unreadable(): AppError {
    return new AppError(
      415,
      `This image could not be read. Only ${acceptedTypesLabel()} images are allowed.`,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    );
  },
  tooManyBytes(maxBytes: number): AppError {
    return new AppError(413, `Each image must be ${megabytes(maxBytes)} or smaller.`, ErrorCode.PAYLOAD_TOO_LARGE);
  },
  tooManyPixels(maxPixels: number): AppError {
    const megapixels = Math.floor(maxPixels / 1_000_000);
    return new AppError(
      413,
      `This image's dimensions are too large: at most ${megapixels} megapixels are allowed.`,
      ErrorCode.PAYLOAD_TOO_LARGE,
    );
  },
  tooManyFiles(maxFiles: number): AppError {
    return new AppError(
      400,
      `You can attach at most ${maxFiles} image${maxFiles === 1 ? '' : 's'}.`,
      ErrorCode.VALIDATION_FAILED,
    );
  },
  notMultipart(): AppError {
    return new AppError(415, ServerMessages.multipartRequired, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  },
  /** The body does not parse as multipart (bad or missing boundary, cut short, garbage). */
  malformed(): AppError {
    return new AppError(400, ErrorMessage.MALFORMED_MULTIPART, ErrorCode.MALFORMED_MULTIPART);
  },
  unexpectedFile(field: string): AppError {
    return new AppError(400, `Files are not accepted in the field '${field}'.`, ErrorCode.VALIDATION_FAILED);
  },
} as const;
