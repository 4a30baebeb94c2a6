import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './server';

/**
 * Debian's nginx in front of several Pathshala servers, for the tests (e2e/several-servers.test.ts)
 * and the benchmarks (scripts/bench-exam-servers.ts imports it from here: it is test tooling, and
 * e2e/support is where the tests' process helpers live). The site is rendered from the reference
 * deploy/nginx-pathshala.conf itself: only its upstream servers, listen and server_name change, so
 * the proxy settings an operator installs (retries of reads on the next server, unbuffered uploads
 * and exam-room stream) are the ones tested. nginx runs in the foreground as a child process with
 * everything it writes (pid, error log, temporary files) in a directory of its own.
 */

const ROOT = resolve(import.meta.dirname, '../..');
export const REFERENCE_SITE = join(ROOT, 'deploy/nginx-pathshala.conf');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RunningNginx {
  baseUrl: string;
  port: number;
  /** The master process (its workers are its children). */
  pid: number;
  /** What nginx wrote to its error log so far (warnings and errors). */
  errorLog(): string;
  /** Stops nginx (fast shutdown) and removes its directory. */
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The ports of the Pathshala servers on 127.0.0.1, in the upstream's order. */
  upstreamPorts: number[];
  /** Connections per worker: a benchmark with thousands of devices needs more than a test. */
  workerConnections?: number;
}

/** Whether this machine has the nginx binary (tests skip without it). */
export const nginxAvailable = (): boolean => existsSync(NGINX);

/**
 * The reference site with the given listen port and upstream servers; each server keeps the
 * reference's parameters (max_fails, fail_timeout). Fails loudly when the reference no longer has
 * a part this rendering replaces, so the two cannot drift apart unnoticed.
 */
export function renderSite(reference: string, port: number, upstreamPorts: number[]): string {
  const serverLine = /^([ \t]*)server[ \t]+[\d.]+:\d+([ \t]+[^;\n]*)?;[ \t]*\n/gm;
  const first = serverLine.exec(reference);
  if (!first) throw new Error('The reference nginx site has no upstream server line');
  const [, indent = '    ', parameters = ''] = first;
  const servers = upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${parameters};\n`).join('');
  let placed = false;
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`The reference nginx site has no line matching ${pattern}`);
    return text.replace(pattern, by);
  };
  let site = reference.replace(serverLine, () => {
    if (placed) return '';
    placed = true;
    return servers;
  });
  site = replace(site, /^([ \t]*)listen[ \t]+80[ \t]*;/m, `$1listen 127.0.0.1:${port};`);
  site = replace(site, /^([ \t]*)server_name[ \t]+[^;]+;/m, '$1server_name localhost;');
  // No certificate here: any TLS line an operator's copy may have is dropped.
  return site
    .split('\n')
    .filter((line) => !/^\s*(ssl_\w+\s|listen\s[^;]*\bssl\b)/.test(line))
    .join('\n');
}

/** The whole nginx.conf: a foreground master with one worker, its files in `dir`, and the site. */
function mainConfig(dir: string, site: string, workerConnections: number): string {
  return `worker_processes 1;
worker_rlimit_nofile ${workerConnections * 2 + 64};
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type application/octet-stream;
${site}
}
`;
}

/** Starts nginx on a free port in front of the servers; resolves once it accepts connections. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'pathshala-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach the directory.
  chmodSync(dir, 0o755);
  const reference = readFileSync(REFERENCE_SITE, 'utf8');
  for (let tries = 1; ; tries += 1) {
    const port = await freePort();
    const site = renderSite(reference, port, options.upstreamPorts);
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, site, options.workerConnections ?? 1024));
    const child = spawn(
      NGINX,
      ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    if (await listening(port, child)) {
      return {
        baseUrl: `http://127.0.0.1:${port}`,
        port,
        pid: child.pid ?? 0,
        errorLog: () => readFileSync(join(dir, 'error.log'), 'utf8'),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            await exited;
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    child.kill('SIGKILL');
    await exited;
    const log = `${output}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
    // Another process may have taken the port between the probe and nginx's bind: try another.
    if (tries < 3 && /Address already in use/.test(log)) continue;
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start:\n${log}`);
  }
}

/** Waits until the port accepts a connection (true), or nginx exits or 10 s pass (false). */
async function listening(port: number, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const connected = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (connected) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}
