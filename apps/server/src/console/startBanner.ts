/** What the banner tells the person who started the server on a terminal (issue 38, point 9). */
export interface BannerFacts {
  /** Where a browser reaches this server. */
  address: string;
  /** The platform administrator's user name. */
  administrator: string;
  /** Whether this start created the administrator, and the password it generated if it did. */
  admin: { created: false } | { created: true; generatedPassword: string | undefined };
  /** Whether ADMIN_PASSWORD is set, which then is the administrator's first password. */
  passwordFromEnvironment: boolean;
  language: 'zh' | 'en';
}

const WORDS = {
  en: {
    running: 'Questline is running',
    open: 'Open',
    administrator: 'Administrator',
    password: 'Password',
    generated: (password: string) => `${password}  (shown only now: change it after signing in)`,
    fromEnvironment: 'the ADMIN_PASSWORD you set',
    existing: 'the one set on the first start',
    stop: 'Stop',
    stopHow: 'Ctrl+C',
  },
  zh: {
    running: 'Questline 已启动',
    open: '打开',
    administrator: '管理员账号',
    password: '密码',
    generated: (password: string) => `${password}（只显示这一次，登录后请修改）`,
    fromEnvironment: '您设置的 ADMIN_PASSWORD',
    existing: '首次启动时设置的密码',
    stop: '停止',
    stopHow: 'Ctrl+C',
  },
} as const;

/** Columns a character takes on a terminal: the wide East Asian ranges take two. */
function columns(text: string): number {
  let width = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6);
    width += wide ? 2 : 1;
  }
  return width;
}

const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - columns(text)));

/**
 * The framed lines printed once the server listens: where to open it, who signs in first and with which
 * password, how to stop it. The JSON log keeps its own record; this is for the person at the terminal.
 */
export function startBanner(facts: BannerFacts): string {
  const words = WORDS[facts.language];
  const password = facts.admin.created
    ? facts.admin.generatedPassword
      ? words.generated(facts.admin.generatedPassword)
      : words.fromEnvironment
    : facts.passwordFromEnvironment
      ? words.fromEnvironment
      : words.existing;
  const rows: [string, string][] = [
    [words.open, facts.address],
    [words.administrator, facts.administrator],
    [words.password, password],
    [words.stop, words.stopHow],
  ];
  const labelWidth = Math.max(...rows.map(([label]) => columns(label)));
  const lines = [words.running, '', ...rows.map(([label, value]) => `${padEnd(label, labelWidth)}   ${value}`)];
  const width = Math.max(...lines.map(columns));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((line) => `│ ${padEnd(line, width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ].join('\n');
}

/** The terminal's language from the usual locale variables: Chinese for zh_*, English otherwise. */
export function terminalLanguage(environment: NodeJS.ProcessEnv): 'zh' | 'en' {
  const locale = environment.LC_ALL || environment.LC_MESSAGES || environment.LANG || '';
  return locale.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * The address a person types: PUBLIC_URL when it was set (config.ts defaults it to http://HOST:PORT of the
 * configuration), else where the server listens, a wildcard host reached as localhost. `port` is the one
 * listened on, which PORT=0 leaves to the system.
 */
export function browserAddress(listening: {
  host: string;
  configuredPort: number;
  port: number;
  publicUrl: string;
}): string {
  const { host, configuredPort, port, publicUrl } = listening;
  if (publicUrl !== `http://${host}:${configuredPort}`) return publicUrl;
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}
