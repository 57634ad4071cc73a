// Preloaded into a journey's own server (node --import) to move its clock without waiting: every `new Date()` and
// `Date.now()` in the process reads the real time plus an offset, and a message { advanceMs } from the journey
// (the IPC channel of startOwnServer's `clock` option) adds to the offset and is answered once applied. The product
// is the built server unchanged; only its sense of "now" moves, as faketime would move it.
const RealDate = Date;
let offset = 0;
const now = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});

process.on('message', (message) => {
  if (typeof message?.advanceMs !== 'number') return;
  offset += message.advanceMs;
  process.send?.({ offset });
});
// The channel must not keep the server alive once it is asked to stop.
process.channel?.unref();
