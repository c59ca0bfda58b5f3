// `npm start`: build the SDK and the mock platform, then serve the demo store on 127.0.0.1 (PORT honoured).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['build/mock-server.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
