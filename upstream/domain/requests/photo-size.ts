// The size a stored photo is shown at: pages give images their width and height so nothing moves
// as they load (decision 040).
import sharp from 'sharp';

// The upright size of an image file in pixels, or null when it cannot be read as one.
export async function photoSize(path: string): Promise<{ width: number; height: number } | null> {
  try {
    const metadata = await sharp(path).metadata();
    const upright = metadata.autoOrient ?? metadata;
    return upright.width && upright.height ? { width: upright.width, height: upright.height } : null;
  } catch {
    return null;
  }
}
