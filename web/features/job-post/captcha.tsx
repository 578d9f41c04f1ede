// The bot challenge a visitor passes before their account is made with the job (spec §8
// CAPTCHA_VERIFICATION_FAILED, §9 "a bot-challenge site key"). The upstream checks the answer at a
// Turnstile-compatible siteverify endpoint when it has a captcha secret; without one (development
// and test) it accepts every post, and the site has no site key, so no widget is shown and no
// token is sent.
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { type ClientConfig, useClientConfig } from '../../lib/config.tsx';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

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

// The public site key, when the deployment gives one in the page's settings.
export function captchaSiteKeyOf(config: ClientConfig): string | null {
  const key = (config as ClientConfig & { readonly captchaSiteKey?: string | null }).captchaSiteKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

let loading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
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
  const siteKey = captchaSiteKeyOf(useClientConfig());
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
