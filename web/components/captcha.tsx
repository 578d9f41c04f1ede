// The bot challenge a visitor passes before an account is made for them — with a job, or as a
// professional signing up (spec §8 CAPTCHA_VERIFICATION_FAILED, §9 "a bot-challenge site key"). The
// upstream checks the answer at a Turnstile-compatible siteverify endpoint when it has a captcha
// secret, and the BFF hands the page the matching public site key (CAPTCHA_SITE_KEY); without them
// (development and test) every sign-up is accepted, no widget is shown and no token is sent.
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { CAPTCHA_SCRIPT_URL } from '../../shared/captcha.ts';
import { useClientConfig } from '../lib/config.tsx';

interface Turnstile {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      language?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CAPTCHA_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile missing')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

// Renders the widget when a site key is configured and reports its answer (null until solved or
// once it expires).
export function Captcha({ onToken }: { onToken: (token: string | null) => void }) {
  const { i18n } = useLingui();
  const siteKey = useClientConfig().captchaSiteKey;
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onToken);
  latest.current = onToken;

  useEffect(() => {
    if (!siteKey || !box.current) return;
    const element = box.current;
    let widget: string | null = null;
    let removed = false;
    loadTurnstile()
      .then((turnstile) => {
        if (removed) return;
        widget = turnstile.render(element, {
          sitekey: siteKey,
          language: i18n.locale,
          callback: (token) => latest.current(token),
          'expired-callback': () => latest.current(null),
          'error-callback': () => latest.current(null),
        });
      })
      .catch(() => latest.current(null));
    return () => {
      removed = true;
      if (widget !== null) window.turnstile?.remove(widget);
    };
  }, [siteKey, i18n.locale]);

  if (!siteKey) return null;
  return (
    <div className="job-post-captcha">
      <p className="field-hint">
        {i18n._({
          id: 'job-post.captcha.hint',
          message: 'To keep the site free of spam, please confirm that you are a person.',
        })}
      </p>
      <div ref={box} />
    </div>
  );
}
