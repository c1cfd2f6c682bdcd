// A throwaway IMAP server for tests: Debian's dovecot-imapd (`apt-get install -y dovecot-imapd`;
// .ci/run installs it) on a free loopback port, with its own configuration, plain-text IMAP (no TLS:
// loopback only), one static password for every user, and a maildir we fill with sample emails.
// Each message file's time is its Date header, because IMAP SINCE searches by arrival date.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
  chmodSync,
  chownSync,
} from "node:fs";
import { connect } from "node:net";
import { freePort } from "../launch/access-log-proxy";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

export const DOVECOT_BIN = ["/usr/sbin/dovecot", "/usr/local/sbin/dovecot"].find((p) => existsSync(p));

export interface TestImapServer {
  host: string;
  port: number;
  password: string;
  /** Puts a message into `user`'s INBOX (received at `receivedAt`, default: its Date header or now). */
  deliver(user: string, raw: string, receivedAt?: Date): void;
  stop(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, "127.0.0.1", () => (s.end(), resolve(true)));
      s.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not listen on ${port} within ${timeoutMs} ms`);
}

const idOf = (flag: "-u" | "-g", user: string) => Number(execFileSync("id", [flag, user]).toString().trim());

export async function startTestImapServer(password = "imap-test-secret"): Promise<TestImapServer> {
  if (!DOVECOT_BIN) throw new Error("dovecot is not installed (apt-get install -y dovecot-imapd)");
  const dir = mkdtempSync(path.join(tmpdir(), "milepost-imap-"));
  const port = await freePort();
  // As root, dovecot refuses uid 0 for mail: use its own system users; otherwise run as ourselves.
  const root = process.getuid?.() === 0;
  const me = userInfo().username;
  const uid = root ? idOf("-u", "dovecot") : process.getuid!();
  const gid = root ? idOf("-g", "dovecot") : process.getgid!();
  for (const d of ["run", "state", "mail"]) mkdirSync(path.join(dir, d));
  if (root) {
    chmodSync(dir, 0o755); // mkdtemp makes it 0700: dovecot's mail processes run as "dovecot"
    chownSync(path.join(dir, "mail"), uid, gid);
  }
  const conf = path.join(dir, "dovecot.conf");
  writeFileSync(
    conf,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%n
mailbox_idle_check_interval = 1 secs
first_valid_uid = ${Math.min(uid, 100)}
default_internal_user = ${root ? "dovecot" : me}
default_login_user = ${root ? "dovenull" : me}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
passdb {
  driver = static
  args = password=${password}
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%n
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT_BIN, ["-F", "-c", conf], { stdio: "ignore" });
  try {
    await waitForPort(port, 10_000);
  } catch (error) {
    child.kill("SIGTERM");
    const log = existsSync(`${dir}/dovecot.log`) ? readFileSync(`${dir}/dovecot.log`, "utf8") : "";
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  let n = 0;
  const chownTree = (p: string) => {
    if (root) chownSync(p, uid, gid);
  };
  return {
    host: "127.0.0.1",
    port,
    password,
    deliver(user, raw, receivedAt) {
      const local = user.split("@")[0]!;
      const home = path.join(dir, "mail", local);
      for (const sub of ["", "cur", "new", "tmp"]) {
        const p = path.join(home, sub);
        if (existsSync(p)) continue;
        mkdirSync(p);
        chownTree(p);
      }
      const file = path.join(home, "new", `${Date.now()}.M${++n}P${process.pid}.milepost-test`);
      writeFileSync(file, raw.replace(/\r?\n/g, "\r\n"));
      chownTree(file);
      const header = /^Date:\s*(.+)$/im.exec(raw.split(/\r?\n\r?\n/, 1)[0] ?? "")?.[1];
      const when =
        receivedAt ?? (header && !Number.isNaN(Date.parse(header)) ? new Date(header) : new Date());
      utimesSync(file, when, when);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
