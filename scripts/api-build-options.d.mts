import type { BuildOptions } from 'esbuild';

export const LOADED_FROM_PACKAGE: string[];
export function appBuildOptions(outdir: string): BuildOptions;
export function launcherBuildOptions(outdir: string, bundleId: string): BuildOptions;
export function imageProcessBuildOptions(outdir: string): BuildOptions;
