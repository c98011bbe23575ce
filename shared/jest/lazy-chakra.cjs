// Chakra's CommonJS index requires all of its ~260 component and hook modules (about 1,900 files
// with Ark and Zag) before a test file can use one of them, and Jest loads them afresh for every
// test file. This writes a twin of that index whose every export is a getter that requires its
// module on first use, so a test file loads what its screens draw. Same exports, same modules
// (the twin requires them by absolute path, so a component's own imports share them).
const fs = require('node:fs');
const path = require('node:path');

const VAR = /^var ([A-Za-z0-9_$]+) = require\('([^']+)'\);$/;
const ASSIGN = /^exports\.([A-Za-z0-9_$]+) = ([A-Za-z0-9_$]+)(\.[A-Za-z0-9_$]+)?;$/;
const GETTER = /^\tget: function \(\) \{ return ([A-Za-z0-9_$]+)\.([A-Za-z0-9_$]+); \}$/;

/** Writes the lazy index for the @chakra-ui/react at `chakraDir` into `outDir` (when changed); its path. */
module.exports = function lazyChakraIndex(chakraDir, outDir) {
  const indexFile = path.join(chakraDir, 'dist/cjs/index.cjs');
  const lines = fs.readFileSync(indexFile, 'utf8').split('\n');
  const out = ["'use strict';"];
  for (const line of lines) {
    let m;
    if ((m = VAR.exec(line))) {
      const target = require.resolve(m[2], { paths: [path.dirname(indexFile)] });
      out.push(`var ${m[1]}__module; const ${m[1]} = () => ${m[1]}__module || (${m[1]}__module = require(${JSON.stringify(target)}));`);
    } else if ((m = ASSIGN.exec(line))) {
      out.push(`Object.defineProperty(exports, ${JSON.stringify(m[1])}, { enumerable: true, get: () => ${m[2]}()${m[3] ?? ''} });`);
    } else if ((m = GETTER.exec(line))) {
      out.push(`\tget: function () { return ${m[1]}().${m[2]}; }`);
    } else if (line === '"use strict";' || line === "'use strict';") {
      continue;
    } else {
      out.push(line);
    }
  }
  const text = out.join('\n');
  const { version } = JSON.parse(fs.readFileSync(path.join(chakraDir, 'package.json'), 'utf8'));
  const file = path.join(outDir, `chakra-react-${version}-lazy.cjs`);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    fs.mkdirSync(outDir, { recursive: true });
    // Written aside and renamed: Jest's processes may start together.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
  }
  return file;
};
