// The documents' worker when the server runs from its TypeScript sources (npm run dev, tests, benchmarks):
// tsx compiles the worker's modules as it does the main thread's. The build bundles documents-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./documents-worker.ts');
