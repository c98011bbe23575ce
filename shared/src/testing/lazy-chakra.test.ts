import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The web tests' `@chakra-ui/react` is jest/lazy-chakra.cjs's twin of Chakra's index: it must
// offer exactly what the index does, each export the very same value.
const lazyChakraIndex = require('../../jest/lazy-chakra.cjs') as (chakraDir: string, outDir: string) => string;

const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));

it("offers every export of Chakra's index, each the same value, and loads a module only when its export is read", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-chakra-'));
  try {
    const file = lazyChakraIndex(chakraDir, out);
    const lazy = require(file) as Record<string, unknown>;
    const eager = require(path.join(chakraDir, 'dist/cjs/index.cjs')) as Record<string, unknown>;
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(eager).sort());
    expect(Object.keys(eager).length).toBeGreaterThan(1000);
    expect(Object.keys(eager).filter((name) => lazy[name] !== eager[name])).toEqual([]);
    // The dialog's module, standing in for every component's: untouched until Dialog is read.
    const dialogModule = path.join(chakraDir, 'dist/cjs/components/dialog/namespace.cjs');
    jest.isolateModules(() => {
      jest.doMock(dialogModule, () => {
        throw new Error('the dialog module was loaded');
      });
      const untouched = require(file) as Record<string, unknown>;
      expect(untouched.Box).toBeDefined();
      expect(() => untouched.Dialog).toThrow('the dialog module was loaded');
    });
    // Written again unchanged, the file is the same one.
    expect(lazyChakraIndex(chakraDir, out)).toBe(file);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
