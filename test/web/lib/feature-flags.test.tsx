import '../../helpers/dom.ts';
import { render, screen } from '@testing-library/react';
import t from 'tap';
import { FEATURE_FLAG_NAMES } from '../../../shared/feature-flags.ts';
import { DEFAULT_FEATURE_FLAGS, FeatureFlagProvider, useFeatureFlagContext } from '../../../web/lib/feature-flags.tsx';

function ShowFlags() {
  const flags = useFeatureFlagContext();
  return <p>{FEATURE_FLAG_NAMES.map((name) => `${name}=${flags[name]}`).join(' ')}</p>;
}

t.test('the four flags of the spec exist and all default to false', async (t) => {
  t.same([...FEATURE_FLAG_NAMES], ['newProposalView', 'priorityMatch', 'sponsoredPlacementV2', 'inbox']);
  t.same(DEFAULT_FEATURE_FLAGS, {
    newProposalView: false,
    priorityMatch: false,
    sponsoredPlacementV2: false,
    inbox: false,
  });
  render(
    <FeatureFlagProvider flags={null}>
      <ShowFlags />
    </FeatureFlagProvider>,
  );
  t.equal(
    screen.getByRole('paragraph').textContent,
    'newProposalView=false priorityMatch=false sponsoredPlacementV2=false inbox=false',
  );
});

t.test('a flag the provider turns on reads true, the others stay false', async (t) => {
  render(
    <FeatureFlagProvider flags={{ inbox: true, priorityMatch: false }}>
      <ShowFlags />
    </FeatureFlagProvider>,
  );
  t.equal(
    screen.getByRole('paragraph').textContent,
    'newProposalView=false priorityMatch=false sponsoredPlacementV2=false inbox=true',
  );
});

t.test('reading a flag outside the provider throws the spec message', async (t) => {
  // React logs the thrown error as well; keep the test output clean.
  t.capture(console, 'error');
  t.throws(() => render(<ShowFlags />), new Error('useFeatureFlagContext must be inside an FeatureFlagProvider'));
});
