/** Reads a file as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(file);
  });
}

/**
 * The photo as a JPEG data URL no wider or taller than `maxSide`, so it fits the API's body limit;
 * the original data URL when the browser cannot decode or draw it.
 */
export async function imageForUpload(file: File, maxSide = 1280): Promise<{ preview: string; upload: string }> {
  const original = await readAsDataUrl(file);
  try {
    const img = new Image();
    img.src = original;
    await img.decode();
    const scale = Math.min(1, maxSide / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return { preview: original, upload: original };
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return { preview: original, upload: canvas.toDataURL('image/jpeg', 0.82) };
  } catch {
    return { preview: original, upload: original };
  }
}
