import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * Test images that weigh what the team's do. A flat fill compresses to a few kilobytes whatever
 * its size in pixels; a camera's JPEG is a scene (shapes and shading at every scale) under the
 * sensor's grain, at a high quality. Made here, at test time: nothing binary is committed.
 */

/** A small, repeatable source of noise (xorshift32): the same seed draws the same photo. */
function noise(seed: number) {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/**
 * A scene: random colours at cells from a quarter of the frame down to a few pixels, each scale
 * fainter than the one above (as in a photo, where the broad shapes carry the most contrast),
 * drawn at a quarter of the size and enlarged smoothly.
 */
async function scene(width: number, height: number, random: () => number): Promise<Buffer> {
  const small = { width: Math.ceil(width / 4), height: Math.ceil(height / 4) };
  const sum = new Float32Array(small.width * small.height * 3);
  for (let cells = 4, weight = 90; cells <= small.width / 2; cells *= 2, weight *= 0.6) {
    const grid = { width: cells, height: Math.max(2, Math.round((cells * height) / width)) };
    const colours = Buffer.alloc(grid.width * grid.height * 3);
    for (let i = 0; i < colours.length; i++) colours[i] = Math.floor(random() * 256);
    const layer = await sharp(colours, { raw: { ...grid, channels: 3 } })
      .resize(small.width, small.height, { kernel: "cubic", fit: "fill" })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++)
      sum[i] = (sum[i] ?? 0) + (((layer[i] ?? 128) - 128) / 128) * weight;
  }
  const pixels = new Uint8ClampedArray(sum.length);
  for (let i = 0; i < sum.length; i++) pixels[i] = 128 + (sum[i] ?? 0);
  return sharp(Buffer.from(pixels.buffer), { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
}

/** The scene under grain of `amount`, as a JPEG at a camera's quality. */
function expose(base: Buffer, width: number, height: number, amount: number, seed: number) {
  const random = noise(seed);
  // Clamped, as a sensor saturates: a plain byte array would wrap 256 round to 0.
  const pixels = new Uint8ClampedArray(base.length);
  for (let i = 0; i < base.length; i++) {
    pixels[i] = (base[i] ?? 0) + (random() - 0.5) * 2 * amount;
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * A camera-like JPEG of `width` × `height` pixels weighing `bytes` (within half a percent),
 * written into `dir`: the grain is searched for the weight. Returns the file's path.
 */
export async function cameraPhoto(
  dir: string,
  name: string,
  {
    width,
    height,
    bytes,
    seed = 1,
  }: { width: number; height: number; bytes: number; seed?: number },
): Promise<string> {
  const base = await scene(width, height, noise(seed));
  let [low, high] = [0, 120];
  let photo = await expose(base, width, height, low, seed);
  if (photo.length > bytes) throw new Error(`${width} × ${height} weighs more than ${bytes} bytes`);
  for (let step = 0; step < 24 && Math.abs(photo.length - bytes) > bytes * 0.005; step++) {
    const amount = (low + high) / 2;
    photo = await expose(base, width, height, amount, seed);
    if (photo.length < bytes) low = amount;
    else high = amount;
  }
  if (Math.abs(photo.length - bytes) > bytes * 0.005) {
    throw new Error(`no grain makes ${width} × ${height} weigh ${bytes} bytes`);
  }
  const file = path.join(dir, name);
  await writeFile(file, photo);
  return file;
}

export const MB = 1024 * 1024;
