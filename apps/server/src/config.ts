import path from 'node:path';
import { z } from 'zod';

const boolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; README.md's configuration table lists the same. */
const environment = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: boolean.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 7),
  // Sign-in (issue 3): both switches exist for automated environments and stricter deployments.
  CAPTCHA_ENABLED: boolean.default(true),
  SINGLE_SESSION: boolean.default(false),
});

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set, else the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** Folder of the built web app; undefined when the server runs API-only. */
  webDist: string | undefined;
  bodyLimitBytes: number;
  trustProxy: boolean;
  sessionTtlMs: number;
  /** Sign-in (issue 3): false answers {captchaEnabled:false} and login skips the captcha. */
  captchaEnabled: boolean;
  /** Sign-in (issue 3): a new login ends the user's older sessions. */
  singleSession: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST ? path.resolve(values.WEB_DIST) : undefined,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    trustProxy: values.TRUST_PROXY,
    sessionTtlMs: values.SESSION_TTL_HOURS * 3_600_000,
    captchaEnabled: values.CAPTCHA_ENABLED,
    singleSession: values.SINGLE_SESSION,
  };
}
