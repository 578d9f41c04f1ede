// A stored photo (`/files/<name>`) as the browser should fetch it (decision 040): a `srcset` over the
// widths the server resizes to, so a phone takes a small copy and a wide screen a sharp one, each in
// the best format the browser accepts; the photo's own width and height, so its box is reserved
// before it arrives; lazy below the fold, and eager at high priority when it is the page's largest
// picture.
import { PHOTO_WIDTHS } from '../../../shared/constants.ts';

// What the server resizes `src` to: every allowed width below the photo's own, then one copy at its
// full width (a width at or past it is served unenlarged, so it is described at its real size).
export function photoSrcSet(src: string, width?: number | null): string {
  const at = (asked: number, real: number) => `${src}${src.includes('?') ? '&' : '?'}w=${asked} ${real}w`;
  const candidates: string[] = [];
  for (const allowed of PHOTO_WIDTHS) {
    if (width && allowed >= width) {
      candidates.push(at(allowed, width));
      break;
    }
    candidates.push(at(allowed, allowed));
  }
  return candidates.join(', ');
}

export function Photo({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  // The photo's size in pixels, when the server knows it.
  width?: number | null;
  height?: number | null;
  // How wide the photo is shown, as the `sizes` attribute says it ("(min-width: 40rem) 10rem, 50vw").
  sizes: string;
  // The largest picture in the first screen: fetched first, not lazily.
  priority?: boolean;
  className?: string;
}) {
  const fallback = `${src}${src.includes('?') ? '&' : '?'}w=640`;
  return (
    // Loading and priority come before the addresses: a browser may start fetching at `src`.
    <img
      className={className ? `photo ${className}` : 'photo'}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(width && height ? { width, height } : {})}
      sizes={sizes}
      srcSet={photoSrcSet(src, width)}
      src={fallback}
      alt={alt}
    />
  );
}
