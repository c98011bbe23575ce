import fs from 'node:fs';
import path from 'node:path';
import { DEV_PORTS, defineAppConfig, type AppName } from '@haulboard/shared/mf-config';

/** In dev, `remotes.json` points every area that exists in the repo at its own dev server. */
function devRemotes() {
  const areas = Object.keys(DEV_PORTS).filter((n) => n !== 'host' && fs.existsSync(path.join(__dirname, '../remotes', n, 'package.json'))) as AppName[];
  return Object.fromEntries(areas.map((n) => [n, `http://localhost:${DEV_PORTS[n]}/mf-manifest.json`]));
}

export default defineAppConfig({
  name: 'host',
  title: 'Haulboard',
  extra: {
    html: { template: './src/index.html' },
    dev: {
      setupMiddlewares: (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url?.split('?')[0] !== '/remotes.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRemotes()));
        });
      },
    },
  },
});
