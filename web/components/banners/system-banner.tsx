// A banner across the top of every page (spec §9: sticky, z-index 998, 12 px above and below).
// `navigational` spreads the message and a read-more link with a chevron to the two sides;
// `plain` centres the message. Colours: the brand's, the error colour, or the default inverse.
import { type ReactNode, useEffect } from 'react';
import { reportWarning } from '../../lib/report.ts';

export type SystemBannerVariant = 'navigational' | 'plain';
export type SystemBannerColour = 'brand' | 'error' | 'default';

export interface ReadMore {
  readonly label: string;
  readonly href: string;
  // A hidden read-more renders nothing and needs no label.
  readonly hidden?: boolean;
}

export function SystemBanner({
  variant,
  colour,
  readMore,
  role,
  children,
}: {
  variant: SystemBannerVariant;
  colour: SystemBannerColour;
  readMore?: ReadMore;
  // `status` or `alert` when the banner appears in answer to something that happened.
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  const shown = readMore !== undefined && readMore.hidden !== true;
  const label = readMore?.label.trim() ?? '';

  // §5: a read-more link without a name is unusable; the banner shows none and says so.
  useEffect(() => {
    if (shown && label === '') {
      reportWarning('SystemBanner: the readMore label is empty; pass a label or set hidden', {
        tags: { component: 'SystemBanner' },
        extra: { href: readMore?.href },
      });
    }
  }, [shown, label, readMore?.href]);

  return (
    <div
      className={`system-banner system-banner--${variant} system-banner--${colour}`}
      role={role}
      data-variant={variant}
      data-colour={colour}
    >
      <div className="system-banner__content">{children}</div>
      {variant === 'navigational' && shown && label !== '' ? (
        <a className="system-banner__read-more" href={readMore.href}>
          {label}
          <svg className="system-banner__chevron" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </a>
      ) : null}
    </div>
  );
}
