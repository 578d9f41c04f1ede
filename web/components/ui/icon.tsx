// Icons come from lucide (lucide-react, one module per icon, so a page carries only the icons it
// uses). Decorative by default — hidden from screen readers, next to words that say the same; give
// a label only when the icon stands alone.
import type { LucideIcon } from 'lucide-react';

export function Icon({ icon: Glyph, label, className }: { icon: LucideIcon; label?: string; className?: string }) {
  const classes = className ? `icon ${className}` : 'icon';
  return label ? (
    <Glyph className={classes} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph className={classes} aria-hidden="true" focusable="false" />
  );
}
