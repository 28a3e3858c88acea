/**
 * Debian's nginx on loopback ports, for the tests and the bench: the shipped configuration
 * (deploy/upstream.conf + deploy/nginx.conf) in front of the given app servers, and a TLS
 * terminator (a self-signed certificate made for the run) to put in front of it. The
 * upstream's own `server` line is kept, with each app server's address in turn.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * The shipped configuration on 127.0.0.1:`port`. `terminator` is the address it trusts to
 * name the visitor's address and scheme (deploy/nginx.conf's @TERMINATOR@). With `siteDir`,
 * nginx follows the release the back office publishes there, as deploy/compose.yaml runs it
 * (deploy/follow-release.sh); otherwise it serves the project's build.
 * @param {number} port
 * @param {string[]} upstreams
 * @param {{ terminator?: string, siteDir?: string }} [options]
 */
export async function startNginx(port, upstreams, { terminator = "127.0.0.1", siteDir } = {}) {
  const prefix = nginxPrefix();
  const shipped = readFileSync("deploy/upstream.conf", "utf8");
  const serverLine = shipped.match(/^\s*server \S+(.*);$/m);
  if (!serverLine) throw new Error("deploy/upstream.conf has no server line");
  const servers = upstreams.map((address) => `  server ${address}${serverLine[1]};\n`).join("");
  const upstream = shipped.replace(/^\s*server \S+.*;\n/gm, "").replace("{\n", `{\n${servers}`);
  writeFileSync(path.join(prefix, "upstream.conf"), upstream);
  const site = readFileSync("deploy/nginx.conf", "utf8")
    .replaceAll("@LISTEN@", `127.0.0.1:${port}`)
    .replaceAll("@TERMINATOR@", terminator);
  const conf = path.join(prefix, "maplestack.conf");
  const follow = (...rest) => [
    "deploy/follow-release.sh",
    path.join(prefix, "site.template"),
    conf,
    siteDir ?? "",
    path.resolve("build"),
    ...rest,
  ];
  if (siteDir) {
    writeFileSync(path.join(prefix, "site.template"), site);
    const rendered = spawnSync("sh", follow("--once"), { encoding: "utf8" });
    if (rendered.status !== 0) throw new Error(`follow-release.sh: ${rendered.stderr}`);
  } else {
    writeFileSync(conf, site.replaceAll("@BUILD@", path.resolve("build")));
  }
  const origin = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${origin}/`).then(
      (response) => response.status === 200,
      () => false,
    );
  const http = ["/etc/nginx/mime.types", `${prefix}/upstream.conf`, `${prefix}/maplestack.conf`]
    .map((file) => `include ${file};`)
    .join("\n");
  const nginx = await runNginx(prefix, http, { origin, answers });
  if (!siteDir) return nginx;
  const follower = spawn(
    "sh",
    follow("--", NGINX, "-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-s", "reload"),
    { stdio: "ignore" },
  );
  return {
    ...nginx,
    stop: () => {
      follower.kill();
      nginx.stop();
    },
  };
}

/**
 * A TLS terminator on 127.0.0.1:`port` in front of `upstream` (host:port), as an operator
 * would run one: it adds the address it sees to X-Forwarded-For and says https.
 */
export async function startTlsTerminator(port, upstream) {
  const prefix = nginxPrefix();
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", path.join(prefix, "key.pem"), "-out", path.join(prefix, "cert.pem")],
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const server = `server {
  listen 127.0.0.1:${port} ssl;
  ssl_certificate ${prefix}/cert.pem;
  ssl_certificate_key ${prefix}/key.pem;
  location / {
    proxy_pass http://${upstream};
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
  }
}`;
  // Listening is enough: what answers behind it is the upstream's business.
  const answers = () =>
    new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
  return runNginx(prefix, server, { origin: `https://127.0.0.1:${port}`, answers });
}

function nginxPrefix() {
  const prefix = mkdtempSync(path.join(tmpdir(), "maplestack-nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
  }
  return prefix;
}

async function runNginx(prefix, http, { origin, answers }) {
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}
}
`,
  );
  const nginx = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  nginx.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    if (await answers()) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    errorLog: () => readFileSync(path.join(prefix, "logs", "error.log"), "utf8"),
    stop: () => {
      nginx.kill("SIGQUIT");
    },
  };
}
