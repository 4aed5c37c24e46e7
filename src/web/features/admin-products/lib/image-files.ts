/** The spec's message when a selection holds no jpg or png image. */
export const INVALID_IMAGE_TYPES_MESSAGE = 'Please select valid image types (jpg or png)';

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg']);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

/**
 * Only png and jpeg files are kept. The browser's type decides here (the server decodes every
 * image and decides for good); a file without a type is judged by its name.
 */
export function isAcceptedImage(file: File): boolean {
  return file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
}
