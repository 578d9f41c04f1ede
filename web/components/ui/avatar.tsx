// Who a card is about, at a glance: the company's logo or the person's photo when there is one, else
// their initials on a tone of the brand's colour. The tone follows from the name, so a pro looks the
// same on every page. Always shown next to the name it stands for, so it is decorative: screen
// readers read the name once, from the text beside it.
export type AvatarSize = 'small' | 'medium' | 'large';

// The tones of the brand colour family an avatar can take (ui.css, .avatar-tone-N).
const TONES = 4;

// "Ace Plumbing" → "AP", "Olivia T." → "OT", "Müller" → "M": the first letters of the first two words.
export function initialsOf(name: string, locale?: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '')
    .join('')
    .toLocaleUpperCase(locale);
}

// The same name always takes the same tone.
export function toneOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % TONES;
}

export function Avatar({
  name,
  imageUrl,
  size = 'medium',
}: {
  name: string;
  imageUrl?: string | null;
  size?: AvatarSize;
}) {
  if (imageUrl) {
    return <img className={`avatar avatar-${size}`} src={imageUrl} alt="" loading="lazy" data-testid="avatar" />;
  }
  return (
    <span className={`avatar avatar-${size} avatar-tone-${toneOf(name)}`} aria-hidden="true" data-testid="avatar">
      {initialsOf(name)}
    </span>
  );
}
