import type { BuildOptions } from 'esbuild';

export const LOADED_FROM_PACKAGE: string[];
export function apiBuildOptions(outdir: string): BuildOptions;
