/** A chat photo's long side once shrunk: sharp on a phone screen, a few hundred KB instead of several MB. */
export const CHAT_PHOTO_LONG_SIDE = 1600;
/** Below this a photo goes as chosen: re-encoding it would save little. */
export const SHRINK_ABOVE_BYTES = 700 * 1024;

/**
 * A phone camera's photo is several MB, which a member on mobile data pays for twice (sending, and the other side
 * opening it). Before upload the browser redraws a large JPEG or WebP at most 1600 px on its long side as a JPEG
 * (which also drops its EXIF data, the camera's location among it); anything else, or any failure, goes as chosen and
 * the server's own limits apply (decision 0169).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || !/^image\/(jpeg|webp)$/.test(file.type)) return file;
  if (typeof createImageBitmap === 'undefined' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, CHAT_PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
