// Stylesheets are imported for their side effect; esbuild bundles them.
declare module '*.css';
