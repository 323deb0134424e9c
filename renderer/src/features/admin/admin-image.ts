// The back office's image checks before an upload (logos, textbook covers): the type is read from the file's first
// bytes, not its name or the browser's guess, and the size is capped. Storage checks the bytes again.

export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type AdminImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';

const EXTENSIONS: Record<AdminImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type of these leading bytes (at least 12), or null when they are not a PNG, JPEG, GIF, WebP or AVIF. */
export function imageTypeOf(bytes: Uint8Array): AdminImageType | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12)))
    return 'image/avif';
  return null;
}

export type ImageCheck =
  { ok: true; type: AdminImageType; extension: string } | { ok: false; message: string };

/** Checks a chosen file: an image of a known type by its bytes, not empty, at most 5 MB. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  if (file.size === 0) return { ok: false, message: 'The file is empty' };
  if (file.size > ADMIN_IMAGE_MAX_BYTES) return { ok: false, message: 'The image must be 5 MB or smaller' };
  const type = imageTypeOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) return { ok: false, message: 'Choose a PNG, JPEG, GIF, WebP or AVIF image' };
  return { ok: true, type, extension: EXTENSIONS[type] };
}
