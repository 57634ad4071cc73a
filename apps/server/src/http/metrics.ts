import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the pool of a PostgreSQL connection says of itself; SQLite has one connection and no pool. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Gauges read when Prometheus asks, from the parts that own the figures; each is told once that part exists. */
export interface MetricsSources {
  pool: () => PoolStats;
  sockets: () => number;
  /** People whose notification mail waits for its batching window, and batches being sent. */
  mail: () => { waiting: number; sending: number };
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_SECONDS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * The server's figures in Prometheus' text format (issue 36, ADR 0135). One registry per app, never prom-client's
 * global one, and no `collectDefaultMetrics`: its event-loop monitor and GC observer cannot be stopped, and every
 * test file builds apps of its own in one process. The process figures it would give are read here at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly failures: Counter<'method' | 'route'>;
  private readonly queries: Histogram<'kind'>;
  private readonly sweeps: Histogram<'sweep' | 'outcome'>;
  private readonly sweepsRunning: Gauge<'sweep'>;
  private readonly loop: IntervalHistogram;
  private readonly sources: Partial<MetricsSources> = {};

  constructor() {
    const sources = this.sources;
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'questline_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer, by route pattern (never the raw address) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.failures = new Counter({
      name: 'questline_http_server_errors_total',
      help: 'Answers with an HTTP status of 500 or more, by route pattern',
      labelNames: ['method', 'route'],
      registers,
    });
    this.queries = new Histogram({
      name: 'questline_db_query_duration_seconds',
      help: 'Time of each database statement the requests run, by its kind',
      labelNames: ['kind'],
      buckets: QUERY_SECONDS,
      registers,
    });
    this.sweeps = new Histogram({
      name: 'questline_sweep_duration_seconds',
      help: 'Runs of the periodic sweeps (sessions, files, due orders...), by outcome',
      labelNames: ['sweep', 'outcome'],
      buckets: [0.01, 0.1, 1, 10, 60],
      registers,
    });
    this.sweepsRunning = new Gauge({
      name: 'questline_sweeps_running',
      help: 'Sweeps started and not yet finished: above 1 a sweep falls behind its interval',
      labelNames: ['sweep'],
      registers,
    });
    this.loop = monitorEventLoopDelay({ resolution: 20 });
    this.loop.enable();
    const loop = this.loop;
    const lag = new Gauge({
      name: 'nodejs_eventloop_lag_seconds',
      help: 'Event-loop delay since the previous scrape: mean, median, 99th percentile and longest',
      labelNames: ['stat'],
      registers,
      collect() {
        lag.set({ stat: 'mean' }, (loop.mean || 0) / 1e9);
        lag.set({ stat: 'p50' }, loop.percentile(50) / 1e9);
        lag.set({ stat: 'p99' }, loop.percentile(99) / 1e9);
        lag.set({ stat: 'max' }, loop.max / 1e9);
        loop.reset();
      },
    });
    const memory = new Gauge({
      name: 'nodejs_memory_bytes',
      help: 'Process memory by kind: resident set, V8 heap total and used, external, array buffers',
      labelNames: ['kind'],
      registers,
      collect() {
        const usage = process.memoryUsage();
        memory.set({ kind: 'rss' }, usage.rss);
        memory.set({ kind: 'heap_total' }, usage.heapTotal);
        memory.set({ kind: 'heap_used' }, usage.heapUsed);
        memory.set({ kind: 'external' }, usage.external);
        memory.set({ kind: 'array_buffers' }, usage.arrayBuffers);
      },
    });
    new Counter({
      name: 'process_cpu_seconds_total',
      help: 'User and system CPU time the process spent',
      registers,
      collect() {
        const cpu = process.cpuUsage();
        this.reset();
        this.inc((cpu.user + cpu.system) / 1e6);
      },
    });
    new Gauge({
      name: 'questline_socket_connections',
      help: 'Live socket.io connections on this instance',
      registers,
      collect() {
        this.set(sources.sockets?.() ?? 0);
      },
    });
    const mail = new Gauge({
      name: 'questline_mail_queue',
      help: 'Notification mail: people whose batch waits for its window, and batches being sent',
      labelNames: ['state'],
      registers,
      collect() {
        const now = sources.mail?.() ?? { waiting: 0, sending: 0 };
        mail.set({ state: 'waiting' }, now.waiting);
        mail.set({ state: 'sending' }, now.sending);
      },
    });
    const connections = new Gauge({
      name: 'questline_db_pool_connections',
      help: 'PostgreSQL pool: connections open, idle, and queries waiting for one (none on SQLite)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.pool?.();
        if (!stats) return;
        connections.set({ state: 'total' }, stats.totalCount);
        connections.set({ state: 'idle' }, stats.idleCount);
        connections.set({ state: 'waiting' }, stats.waitingCount);
      },
    });
  }

  watch(sources: Partial<MetricsSources>): void {
    Object.assign(this.sources, sources);
  }

  /** `route` is the pattern Fastify matched (`/prod-api/questline/questionInfo/:id`), or `unmatched`. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
    if (status >= 500) this.failures.inc({ method, route });
  }

  observeQuery(kind: string, seconds: number): void {
    this.queries.observe({ kind }, seconds);
  }

  /** Records one round of a periodic sweep, started just now; the round's own outcome is handed back unchanged. */
  async sweep<T>(name: string, round: Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    this.sweepsRunning.inc({ sweep: name });
    try {
      const result = await round;
      this.sweeps.observe({ sweep: name, outcome: 'ok' }, seconds());
      return result;
    } catch (error) {
      this.sweeps.observe({ sweep: name, outcome: 'failed' }, seconds());
      throw error;
    } finally {
      this.sweepsRunning.dec({ sweep: name });
    }
  }

  close(): void {
    this.loop.disable();
  }
}
