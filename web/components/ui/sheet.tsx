// A sheet: a panel that slides up over the page on a phone (a modal <dialog>), and that can stay in
// the page as a plain panel from a wider screen on (`inlineFrom`). The content is in the server's
// page either way, so a form inside it works before the script has run, and without one: CSS shows
// the closed sheet in place when scripting is off.
//
// The page owns whether it is open (its own button opens it, `aria-haspopup="dialog"`); the sheet
// tells it when it should close — Escape, the close button, a tap on the backdrop — and gives the
// focus back to what had it before it opened.
import { useLingui } from '@lingui/react';
import {
  type MouseEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Icon } from './icon.tsx';

export type SheetInlineFrom = 'm' | 'l';

export function Sheet({
  id,
  open,
  onClose,
  title,
  children,
  footer,
  inlineFrom,
  className,
  testId,
}: {
  id?: string;
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  // Shown below the scrolling content, always in reach: the sheet's apply and reset buttons.
  footer?: ReactNode;
  // From this breakpoint on (tokens.css: m 48rem, l 60rem) the sheet is a panel in the page.
  inlineFrom?: SheetInlineFrom;
  className?: string;
  testId?: string;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // A browser without modal dialogs still shows it (and the page's Escape handling closes it).
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      if (!element.contains(document.activeElement)) closeButton.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
    if (!open && opener.current) {
      const back = opener.current;
      opener.current = null;
      if (back.isConnected) back.focus();
    }
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onClose();
  };
  // A tap outside the panel lands on the dialog itself (its backdrop).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (open && event.target === event.currentTarget) onClose();
  };

  const classes = ['sheet', inlineFrom ? `sheet-inline-${inlineFrom}` : null, className].filter(Boolean).join(' ');
  return (
    <dialog
      ref={dialog}
      id={id}
      className={classes}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className="sheet-panel">
        <div className="sheet-header">
          <h2 id={titleId} className="sheet-title">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="button ghost sheet-close"
            aria-label={i18n._({ id: 'ui.sheet.close', message: 'Close' })}
            onClick={onClose}
          >
            <Icon icon="x" />
          </button>
        </div>
        <div className="sheet-body">{children}</div>
        {footer ? <div className="sheet-footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
