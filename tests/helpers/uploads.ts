import sharp from 'sharp';

export type Upload = { name: string; data: Buffer; type?: string };

/** A multipart body as a browser's FormData would send it, for app.inject. */
export async function multipart(fields: Record<string, unknown>, files: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export const jpeg = (width = 640, height = 480, background = '#c9ced6') =>
  sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 90 }).toBuffer();

export const png = (width = 500, height = 500) =>
  sharp({ create: { width, height, channels: 4, background: { r: 240, g: 200, b: 120, alpha: 1 } } }).png().toBuffer();
