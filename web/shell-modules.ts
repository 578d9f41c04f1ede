// Small modules that most pages share. The client entry re-exports them, so the build puts them in
// the shell's chunk: a first load fetches one file for them instead of a dozen chunks of a few
// hundred bytes each — on a phone every file is a round trip (docs/decisions/042).
export * from '../shared/query.ts';
export * from './components/ui/avatar.tsx';
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
