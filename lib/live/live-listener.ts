// One LISTEN connection per web server process (not per stream): every NOTIFY on the live channel
// arrives here once and is handed to that process's open streams of the same user. With several web
// servers each has its own listener, so any server can hold any user's stream.
// A gap in the connection can lose notifications, so after a reconnect every stream is told to
// resync (the page refetches what it shows).
// LISTEN lives on a session: behind a transaction pooler it takes the direct connection
// (DATABASE_DIRECT_URL, lib/database-urls.ts): through PgBouncer it would stay on a server connection
// that later transactions of anyone use, and its notifications would reach no one.
import "server-only";
import pg from "pg";
import { directDatabaseUrl } from "@/lib/database-urls";
import { LIVE_CHANNEL, type LiveChange, liveNotificationSchema } from "@/lib/live/live-event";

export type LiveMessage = { type: "change"; change: LiveChange } | { type: "resync" };
type Subscriber = (message: LiveMessage) => void;

class LiveListener {
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryMs = 500;
  private hadConnection = false;

  /** Resolves once LISTEN is active, so nothing committed after it is missed. */
  async subscribe(userId: string, fn: Subscriber): Promise<() => void> {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(fn);
    const unsubscribe = () => {
      set.delete(fn);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
    try {
      await this.ensureConnected();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: directDatabaseUrl(),
      application_name: "milepost-live",
    });
    client.on("notification", (n) => this.dispatch(n.payload));
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.client = client;
    this.retryMs = 500;
    if (this.hadConnection) this.broadcast({ type: "resync" });
    this.hadConnection = true;
  }

  private dispatch(payload: string | undefined) {
    let parsed;
    try {
      parsed = liveNotificationSchema.safeParse(JSON.parse(payload ?? ""));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const { u, k, id } = parsed.data;
    const set = this.byUser.get(u);
    if (!set) return;
    const message: LiveMessage = { type: "change", change: { k, id: id ?? null } };
    for (const fn of set) fn(message);
  }

  private broadcast(message: LiveMessage) {
    for (const set of this.byUser.values()) for (const fn of set) fn(message);
  }

  /** The connection dropped: reconnect with backoff while anyone listens; streams resync after. */
  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    const retry = () => {
      if (this.byUser.size === 0 || this.client) return;
      this.ensureConnected().catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, 10_000);
        setTimeout(retry, this.retryMs).unref();
      });
    };
    setTimeout(retry, this.retryMs).unref();
  }
}

const globalForLive = globalThis as unknown as { milepostLiveListener?: LiveListener };

/** The process's one listener (shared by every bundle of this module that Next loads). */
export function liveListener(): LiveListener {
  globalForLive.milepostLiveListener ??= new LiveListener();
  return globalForLive.milepostLiveListener;
}
