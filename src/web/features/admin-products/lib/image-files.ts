/** The spec's message when a selection holds no jpg or png image. */
export const INVALID_IMAGE_TYPES_MESSAGE = 'Please select valid image types (jpg or png)';

/** As the server allows (src/server/catalogue/admin-routes.ts). */
export const MAX_IMAGES = 8;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg']);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

/**
 * Only png and jpeg files are kept. The browser's type decides here (the server decodes every
 * image and decides for good); a file without a type is judged by its name.
 */
export function isAcceptedImage(file: File): boolean {
  return file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
}
