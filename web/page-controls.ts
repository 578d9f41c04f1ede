// Small modules that most pages share. Every page module but the home page's re-exports them, so
// the build puts them in one chunk that those pages load: a first load fetches one file for them
// instead of a dozen chunks of a few hundred bytes each — on a phone every file is a round trip —
// and the home page, which uses few of them, does not carry the rest (docs/decisions/042, 047).
export * from '../shared/query.ts';
export * from './components/ui/avatar.tsx';
export * from './components/ui/checkbox.tsx';
export * from './components/ui/fields.tsx';
export * from './components/ui/money.tsx';
export * from './components/ui/photo.tsx';
export * from './components/ui/review-card.tsx';
export * from './components/ui/sheet.tsx';
export * from './components/ui/stars.tsx';
export * from './components/ui/steps.tsx';
export * from './components/ui/tabs.tsx';
export * from './components/ui/trust.tsx';
export * from './lib/connection.tsx';
export * from './lib/postal-code-example.ts';
