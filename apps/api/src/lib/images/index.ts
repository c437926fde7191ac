// The upload pipeline: untrusted bytes in, stripped and re-encoded WebP files in media storage out.
export { processImage, DEFAULT_DISPLAY_SIZE, DEFAULT_THUMBNAIL_SIZE } from './process-image.js';
export type { StoredImage, ProcessImageOptions } from './process-image.js';
export { readMultipart, type MultipartUpload, type ReadMultipartOptions } from './read-multipart.js';
export { deleteStoredImages, storedImageKeys } from './delete-stored-images.js';
export { imageLimitsFrom, type ImageLimits } from './image-limits.js';
export { sniffImageType, type ImageType } from './image-type.js';
export { acceptedImageTypes } from './image-support.js';
export { ImageError } from './image-errors.js';
export { COVER_IMAGE_SIZES, coverFormReader, readJsonOrMultipart } from './read-json-or-multipart.js';
