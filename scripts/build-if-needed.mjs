// Builds the web app when its bundle is missing, so `npm install && npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bundle = new URL('../apps/web/dist/index.html', import.meta.url);
const vite = new URL('../node_modules/vite/package.json', import.meta.url);
if (!existsSync(bundle) && existsSync(vite)) {
  execSync('npm run build -w @pathshala/web', { stdio: 'inherit' });
}
