// The shared states and containers of web/components/ui on the showcase, each in every shape it
// takes: the tick box and the switch (off, on, busy), the sheet (open it, close it with Escape,
// focus comes back), a tab bar longer than a phone is wide (the current tab is in the address), and
// a list of labels with their values, and the loading, empty and failed states.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ICON_NAMES } from '../../components/ui/icon-names.ts';
import { formatMoney } from '../../components/ui/money.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { EmptyState, LoadFailed, Loading } from '../../components/ui/status.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import { useRouter } from '../../lib/router.tsx';

const TABS = ['one', 'two', 'three', 'four', 'five', 'six'] as const;

export function UiShowcase() {
  const { i18n } = useLingui();
  const router = useRouter();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [retries, setRetries] = useState(0);
  const [ticked, setTicked] = useState(true);
  const [switchedOn, setSwitchedOn] = useState(false);
  const tab = TABS.find((key) => key === router.query.get('tab')) ?? 'one';

  return (
    <>
      <section aria-labelledby="dev-icons">
        <h2 id="dev-icons">{i18n._({ id: 'dev.platform.icons', message: 'Icons' })}</h2>
        <p>
          {i18n._({
            id: 'dev.platform.icons-about',
            message: 'Every icon of the sprite, with the name the icon component takes.',
          })}
        </p>
        <ul className="dev-icons" data-testid="dev-icons">
          {ICON_NAMES.map((name) => (
            <li key={name}>
              <Icon icon={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dev-checkbox">
        <h2 id="dev-checkbox">{i18n._({ id: 'dev.platform.checkbox', message: 'Tick box' })}</h2>
        <Checkbox
          label={i18n._({ id: 'dev.platform.checkbox-label', message: 'Tell me when a tradesperson replies' })}
          hint={i18n._({
            id: 'dev.platform.checkbox-about',
            message: 'The label is part of the touch target; a hint may follow under it.',
          })}
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
        />
      </section>
      <section aria-labelledby="dev-switch">
        <h2 id="dev-switch">{i18n._({ id: 'dev.platform.switch', message: 'Switch' })}</h2>
        <Switch
          label={i18n._({ id: 'dev.platform.switch-label', message: 'Text messages about new jobs' })}
          hint={i18n._({
            id: 'dev.platform.switch-about',
            message:
              'For a setting saved the moment it is flipped. While it is saved it is busy and stays where it was put.',
          })}
          checked={switchedOn}
          onChange={(event) => setSwitchedOn(event.target.checked)}
        />
        <Switch
          label={i18n._({ id: 'dev.platform.switch-busy', message: 'Being saved' })}
          checked
          busy
          onChange={() => {}}
        />
      </section>
      <section aria-labelledby="dev-sheet">
        <h2 id="dev-sheet">{i18n._({ id: 'dev.platform.sheet', message: 'Sheet' })}</h2>
        <p>
          {i18n._({
            id: 'dev.platform.sheet-about',
            message:
              'A modal panel from the bottom edge on a phone. Escape, the close button or a tap outside closes it, and the focus goes back to the button.',
          })}
        </p>
        <button
          type="button"
          className="button secondary"
          aria-haspopup="dialog"
          aria-controls="dev-sheet-example"
          aria-expanded={sheetOpen}
          data-testid="dev-sheet-open"
          onClick={() => setSheetOpen(true)}
        >
          {i18n._({ id: 'dev.platform.sheet-open', message: 'Open a sheet' })}
        </button>
        <Sheet
          id="dev-sheet-example"
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title={i18n._({ id: 'dev.platform.sheet-title', message: 'An example sheet' })}
          testId="dev-sheet"
          footer={
            <button type="button" className="button" onClick={() => setSheetOpen(false)}>
              {i18n._({ id: 'dev.platform.sheet-done', message: 'Done' })}
            </button>
          }
        >
          {TABS.map((key) => (
            <p key={key}>
              {i18n._({
                id: 'dev.platform.sheet-line',
                message: 'Line {number} of the content, which scrolls inside the sheet when it is long.',
                values: { number: TABS.indexOf(key) + 1 },
              })}
            </p>
          ))}
        </Sheet>
      </section>
      <section aria-labelledby="dev-tabs">
        <h2 id="dev-tabs">{i18n._({ id: 'dev.platform.tabs', message: 'Tabs' })}</h2>
        <Tabs label={i18n._({ id: 'dev.platform.tabs-label', message: 'Example tabs' })} current={tab}>
          {TABS.map((key, index) => (
            <a
              key={key}
              href={`?tab=${key}`}
              aria-current={key === tab ? 'page' : undefined}
              data-testid={`dev-tab-${key}`}
              onClick={(event) => {
                event.preventDefault();
                router.replaceQuery(new URLSearchParams({ tab: key }));
              }}
            >
              {i18n._({
                id: 'dev.platform.tab-label',
                message: 'A rather long tab {number}',
                values: { number: index + 1 },
              })}
            </a>
          ))}
        </Tabs>
      </section>
      <section aria-labelledby="dev-values">
        <h2 id="dev-values">{i18n._({ id: 'dev.platform.values', message: 'Values' })}</h2>
        <ValueList
          title={i18n._({ id: 'dev.platform.values-title', message: 'Plumbing' })}
          rows={[
            {
              key: 'one',
              label: i18n._({ id: 'dev.platform.values-one', message: 'Fix a leaking tap' }),
              value: formatMoney({ amountMinor: 450, currency: router.brand.currency }, i18n.locale),
            },
            {
              key: 'two',
              label: i18n._({ id: 'dev.platform.values-two', message: 'Fit a new bathroom' }),
              value: formatMoney({ amountMinor: 1800, currency: router.brand.currency }, i18n.locale),
            },
          ]}
        />
      </section>
      <section aria-labelledby="dev-states">
        <h2 id="dev-states">{i18n._({ id: 'dev.platform.states', message: 'Loading, empty and failed' })}</h2>
        <div className="list">
          <Loading />
          <Loading shape="cards" count={1} />
          <EmptyState
            icon="inbox"
            title={i18n._({ id: 'dev.platform.empty-title', message: 'Nothing here yet' })}
            action={
              <button type="button" className="button">
                {i18n._({ id: 'dev.platform.empty-action', message: 'Do the next thing' })}
              </button>
            }
          >
            <p>
              {i18n._({
                id: 'dev.platform.empty-text',
                message: 'A sentence that says what will appear here, and how.',
              })}
            </p>
          </EmptyState>
          <LoadFailed error={new TypeError('Failed to fetch')} onRetry={() => setRetries((count) => count + 1)} />
          <p data-testid="dev-retries">
            {i18n._({
              id: 'dev.platform.retries',
              message: '{count, plural, =0 {Not tried again yet} one {Tried again once} other {Tried again # times}}',
              values: { count: retries },
            })}
          </p>
        </div>
      </section>
    </>
  );
}
