// A stylesheet imported for its side effect (the date picker's): Rsbuild bundles it. TypeScript 7,
// which runs the type check, checks that such an import resolves.
declare module '*.css';
