// Icons are lucide's, drawn once into the build's SVG sprite (icon-names.ts) and used from it by
// name: a page's scripts and HTML carry a reference per icon, never its shape. The sprite is a
// hashed asset, fetched once and kept. Decorative by default — hidden from screen readers, next to
// words that say the same; give a label only when the icon stands alone.
import { createContext, type ReactNode, useContext } from 'react';
import type { IconName } from './icon-names.ts';

// Where the build put the sprite (the manifest's iconSprite); the app's root provides it.
const IconSpriteContext = createContext('/assets/icons.svg');

export function IconSpriteProvider({ sprite, children }: { sprite: string | null; children: ReactNode }) {
  return sprite ? <IconSpriteContext.Provider value={sprite}>{children}</IconSpriteContext.Provider> : children;
}

export function Icon({ icon, label, className }: { icon: IconName; label?: string; className?: string }) {
  const sprite = useContext(IconSpriteContext);
  const classes = className ? `icon ${className}` : 'icon';
  const glyph = <use href={`${sprite}#${icon}`} />;
  return label ? (
    <svg className={classes} viewBox="0 0 24 24" role="img" aria-label={label} focusable="false">
      {glyph}
    </svg>
  ) : (
    <svg className={classes} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyph}
    </svg>
  );
}
