import manifest from '../screens/app.json';
import { boot } from './app/boot';
import type { Manifest } from './runtime/dsl';

const root = document.getElementById('root');
if (root) void boot({ manifest: manifest as Manifest, root });
