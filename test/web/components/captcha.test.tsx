// The sign-up captcha (the job form's, the professional's sign-up): shown only when the page's
// settings carry a site key, it loads the challenge script once, renders the widget in the page's
// language and hands its answer to the form — and takes it back when the answer expires.
import '../../helpers/dom.ts';
import { screen } from '@testing-library/react';
import t from 'tap';
import { CAPTCHA_SCRIPT_URL } from '../../../shared/captcha.ts';
import { Captcha } from '../../../web/components/captcha.tsx';
import { until } from '../lib/session-helpers.tsx';
import { renderPage } from '../render.tsx';

interface WidgetOptions {
  sitekey: string;
  language?: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
}

function challengeScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')].filter((script) => script.src === CAPTCHA_SCRIPT_URL);
}

t.test('without a site key there is no captcha and no script', async (t) => {
  const tokens: (string | null)[] = [];
  renderPage(<Captcha onToken={(token) => tokens.push(token)} />, { url: '/post-a-job' });
  t.equal(screen.queryByText(/confirm that you are a person/), null);
  t.equal(challengeScripts().length, 0);
  t.same(tokens, []);
});

t.test('with a site key the widget is rendered and its answer reaches the form', async (t) => {
  const rendered: { element: HTMLElement; options: WidgetOptions }[] = [];
  const tokens: (string | null)[] = [];
  renderPage(<Captcha onToken={(token) => tokens.push(token)} />, {
    url: '/post-a-job',
    config: { captchaSiteKey: '0x4AAAAAAAtestkey' },
  });
  t.ok(screen.getByText('To keep the site free of spam, please confirm that you are a person.'));
  await until(() => challengeScripts().length === 1);
  // The challenge's script arrives: it defines the widget API, then the page renders the widget.
  window.turnstile = {
    render(element, options) {
      rendered.push({ element, options });
      return 'widget-1';
    },
    remove() {},
  };
  challengeScripts()[0]?.dispatchEvent(new Event('load'));
  await until(() => rendered.length === 1);
  t.equal(rendered[0]?.options.sitekey, '0x4AAAAAAAtestkey');
  t.equal(rendered[0]?.options.language, 'en-GB');
  rendered[0]?.options.callback('answer-1');
  rendered[0]?.options['expired-callback']();
  t.same(tokens, ['answer-1', null], 'an expired answer is taken back');
});
