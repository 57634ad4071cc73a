/** POST, signed out: opens a sandbox and signs its visitor in. `data` = DemoStart. */
export const DEMO_START_PATH = '/anonymous/demo/start';

/** What a visitor receives on entering the demo. */
export interface DemoStart {
  /** The session of the demo person the visitor is signed in as. */
  token: string;
  /** Their name in the demo team. */
  nickName: string;
  /** The sandbox is removed this long after its last call. */
  idleMinutes: number;
}
