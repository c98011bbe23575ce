// The signed-out screens' stylesheet (components/auth.css), imported for its side effect: Rsbuild bundles it.
// TypeScript 7, which runs the type check, checks that such an import resolves.
declare module '*.css';
