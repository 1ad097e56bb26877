// Builds the floor app (bench/floor, decision 053) with Vite, as the shop is built (same plugin,
// same browser targets), into `outDir`.
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorRoot = join(import.meta.dirname, '../floor');

export async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: floorRoot,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: ['chrome87', 'safari14', 'firefox78', 'edge88'],
      sourcemap: false,
    },
  });
}
