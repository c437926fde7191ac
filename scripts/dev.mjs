// npm run dev: the API with reload on port 3000 and Vite's dev server on 5173 (which proxies /api).
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@ourhood/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
