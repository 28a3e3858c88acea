/**
 * The shipped configuration (deploy/upstream.conf + deploy/nginx.conf) run by Debian's nginx on
 * a loopback port in front of the given app servers, for the tests and the bench. The
 * upstream's own `server` line is kept, with each app server's address in turn.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export async function startNginx(port, upstreams) {
  const prefix = mkdtempSync(path.join(tmpdir(), "maplestack-nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
  }
  const shipped = readFileSync("deploy/upstream.conf", "utf8");
  const serverLine = shipped.match(/^\s*server \S+(.*);$/m);
  if (!serverLine) throw new Error("deploy/upstream.conf has no server line");
  const servers = upstreams.map((address) => `  server ${address}${serverLine[1]};\n`).join("");
  const upstream = shipped.replace(/^\s*server \S+.*;\n/gm, "").replace("{\n", `{\n${servers}`);
  writeFileSync(path.join(prefix, "upstream.conf"), upstream);
  const site = readFileSync("deploy/nginx.conf", "utf8")
    .replaceAll("@BUILD@", path.resolve("build"))
    .replaceAll("@LISTEN@", `127.0.0.1:${port}`);
  writeFileSync(path.join(prefix, "maplestack.conf"), site);
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/upstream.conf;
  include ${prefix}/maplestack.conf;
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
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const status = await fetch(`${origin}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
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
