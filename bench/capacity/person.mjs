// One simulated person's working day, compressed (issue 37, ADR 0142): the workspace start, the live connection,
// the 15-second polls of the to-do counts and the unread dot while the tab is visible, the pages the steps open
// (steps.mjs) and the refetches that follow a write or a live notification (TanStack Query invalidation). Every
// request is one the web app sends for the same thing (recorded in Chromium against the production server, and
// read from apps/web/src/api).
import { io } from 'socket.io-client';
import { seeded } from '../seeded.mjs';
import { DAY, Q } from './steps.mjs';

const POLL_MS = 15_000;
const WEIGHT = DAY.reduce((sum, [, , weight]) => sum + weight, 0);

/**
 * @typedef {{ call: (kind: string, method: string, url: string, body?: unknown, form?: FormData) => Promise<any>,
 *   fail: (kind: string, why: string) => void, timed: (kind: string, ms: number) => void,
 *   notified: () => void, base: string, attachment: Blob }} Crowd
 * @typedef {{ thinkMs: number, hiddenShare: number }} Pace
 */

export class Person {
  /**
   * @param {import('./world.mjs').Person} who
   * @param {Record<number, import('./world.mjs').Team>} teams
   * @param {Crowd} crowd
   * @param {Pace} pace
   */
  constructor(who, teams, crowd, pace) {
    this.who = who;
    this.teams = teams;
    this.crowd = crowd;
    this.pace = pace;
    this.random = seeded(who.userId);
    this.projectId = who.projects[0];
    /** @type {'home' | 'list' | 'todos' | 'knowledge' | 'search'} */
    this.page = 'home';
    this.visible = true;
    this.stopped = false;
    /** @type {any[]} */
    this.rows = [];
    this.filter = { projectId: this.projectId, scope: 'all', orderBy: 'number', order: 'desc' };
    this.listPage = 1;
    /** @type {import('socket.io-client').Socket | undefined} */
    this.socket = undefined;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.poller = undefined;
    /** @type {(() => void) | undefined} */
    this.wake = undefined;
  }

  /** A pause that ends early when the person is stopped. */
  sleep(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
    });
  }

  /** An exponential pause around `mean` ms, kept within [mean / 5, mean x 4]. */
  think(mean = this.pace.thinkMs) {
    const ms = Math.min(mean * 4, Math.max(mean / 5, -Math.log(1 - this.random()) * mean));
    return this.sleep(ms);
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  get(kind, url) {
    return this.crowd.call(kind, 'GET', `/prod-api/${url}`);
  }

  post(kind, url, body) {
    return this.crowd.call(kind, 'POST', `/prod-api/${url}`, body);
  }

  /** Opening the workspace: the guard's getInfo, then the layout's reads and the live connection, in parallel. */
  async arrive() {
    await this.get('getInfo', 'getInfo');
    await Promise.all([
      this.get('integral', `${Q}/integral/integral?timeZone=Asia%2FShanghai`),
      this.get('getNewLog', `${Q}/notice/getNewLog`),
      this.post('getMyProjectInfoList', `${Q}/projectInfo/getMyProjectInfoList`, { projectId: this.projectId }),
      this.pollCounts(),
      this.connect(),
      this.projectHome(),
    ]);
    this.schedulePoll(this.random() * POLL_MS);
  }

  /** The workspace socket: handshake, accept_send and the project's room, timed to the room's answer. */
  connect() {
    const started = performance.now();
    const socket = io(this.crowd.base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: this.who.token, language: 'en-US' },
      reconnection: false,
    });
    this.socket = socket;
    socket.on('receivePendingNotification', () => {
      this.crowd.notified();
      // The realtime bridge invalidates the to-dos, the notices and the project's issue queries.
      if (this.visible && !this.stopped) void this.refreshAfterNotice();
    });
    socket.on('disconnect', (reason) => {
      if (!this.stopped) this.crowd.fail('socket', `disconnected: ${reason}`);
    });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.crowd.fail('socket connect', 'no answer to goInRoom in 20 s');
        resolve(undefined);
      }, 20_000);
      const done = (why) => {
        clearTimeout(timer);
        if (why) this.crowd.fail('socket connect', why);
        else this.crowd.timed('socket connect', performance.now() - started);
        resolve(undefined);
      };
      socket.once('connect_error', (error) => done(error.message));
      socket.once('accept_response', () => {
        socket.emit('goInRoom', { userId: this.who.userId, projectId: this.projectId });
      });
      socket.once('goInRoom_response', (answer) => done(answer.code === 200 ? undefined : answer.msg));
      socket.on('connect', () => socket.emit('accept_send', { userId: this.who.userId }));
    });
  }

  pollCounts() {
    return Promise.all([
      this.get('getTodoCounts', `${Q}/questionInfo/getTodoCounts`),
      this.get('getUnreadCount', `${Q}/notice/getUnreadCount`),
    ]);
  }

  /** What a visible page refetches every 15 s: the layout's counts and the page's own polled lists. */
  async poll() {
    const reads = [this.pollCounts()];
    if (this.page === 'home')
      reads.push(this.get('getProjectInfoList', `${Q}/projectInfo/getProjectInfoList?view=active`));
    if (this.page === 'todos') reads.push(this.todoLists());
    await Promise.all(reads);
  }

  schedulePoll(delay = POLL_MS) {
    this.poller = setTimeout(async () => {
      if (this.stopped) return;
      if (this.visible) await this.poll();
      if (!this.stopped) this.schedulePoll();
    }, delay);
  }

  async refreshAfterNotice() {
    const reads = [this.pollCounts()];
    if (this.page === 'list') reads.push(this.issueList(), this.typeCounts());
    if (this.page === 'todos') reads.push(this.todoLists());
    await Promise.all(reads);
  }

  /** The day: steps with pauses between them, and stretches with the tab in the background. */
  async live() {
    await this.arrive();
    while (!this.stopped) {
      if (this.random() < this.pace.hiddenShare) {
        this.visible = false;
        await this.think(this.pace.thinkMs * 2);
        if (this.stopped) break;
        this.visible = true;
        // Back in front, TanStack Query refetches what the page shows (refetchOnWindowFocus).
        await this.poll();
        continue;
      }
      let roll = this.random() * WEIGHT;
      const [, step] = DAY.find(([, , weight]) => (roll -= weight) < 0) ?? DAY[0];
      await step(this);
      await this.think();
    }
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.poller);
    this.wake?.();
    this.socket?.disconnect();
  }

  issueList() {
    return this.post(
      'getProjectProblemList',
      `${Q}/questionInfo/getProjectProblemList?pageNum=${this.listPage}&pageSize=20`,
      this.filter,
    ).then((answer) => {
      if (answer?.rows?.length) this.rows = answer.rows;
    });
  }

  typeCounts() {
    return this.get('listNum', `${Q}/questionInfo/listNum?projectId=${this.projectId}`);
  }

  /** The issue list page, opened from the menu: its list, the type tabs' counts, the person's tabs and columns. */
  async openList() {
    this.page = 'list';
    this.filter = { projectId: this.projectId, scope: 'all', orderBy: 'number', order: 'desc' };
    this.listPage = 1;
    await Promise.all([
      this.issueList(),
      this.typeCounts(),
      this.get('getBugTybeTabs', `${Q}/questionInfo/getBugTybeTabs`),
      this.get('getQuestionColumns', `${Q}/questionInfo/getQuestionColumns`),
    ]);
  }

  /** The detail drawer: the issue and the form's choices (members, modules, versions) for its action dialogs. */
  async openIssue(questionId) {
    const [detail] = await Promise.all([
      this.get(
        'getQuestionInfo',
        `${Q}/questionInfo/getQuestionInfo?projectId=${this.projectId}&questionId=${questionId}`,
      ),
      this.get('getInitQuestionInfo', `${Q}/questionInfo/getInitQuestionInfo?projectId=${this.projectId}`),
    ]);
    return detail?.data;
  }

  /** After a write on an issue: its detail and the list the page shows come again (issueKeys.all invalidated). */
  async refreshIssue(questionId) {
    const reads = [
      this.get(
        'getQuestionInfo',
        `${Q}/questionInfo/getQuestionInfo?projectId=${this.projectId}&questionId=${questionId}`,
      ),
      this.pollCounts(),
    ];
    if (this.page === 'list') reads.push(this.issueList(), this.typeCounts());
    if (this.page === 'todos') reads.push(this.todoLists());
    await Promise.all(reads);
  }

  todoLists() {
    return Promise.all([
      this.get('getBacklogProjectList', `${Q}/projectInfo/getBacklogProjectList`),
      this.post('getBacklogQuestionList', `${Q}/questionInfo/getBacklogQuestionList?pageNum=1&pageSize=20`, {
        orderBy: 'updateTime',
        order: 'desc',
      }),
    ]).then(([, list]) => list?.rows ?? []);
  }

  async todoPage() {
    this.page = 'todos';
    const [, rows] = await Promise.all([
      this.get('getBacklogQuestionColumns', `${Q}/questionInfo/getBacklogQuestionColumns`),
      this.todoLists(),
    ]);
    return rows;
  }

  async projectHome() {
    this.page = 'home';
    await this.get('getProjectInfoList', `${Q}/projectInfo/getProjectInfoList?view=active`);
  }
}
