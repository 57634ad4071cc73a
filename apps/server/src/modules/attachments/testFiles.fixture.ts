/** The first bytes of each image and video format of spec point 5, enough for the content check. */
export const mediaHeads = {
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]),
  bmp: (() => {
    const head = Buffer.alloc(58);
    head.write('BM', 0, 'latin1');
    head.writeUInt32LE(58, 2);
    head.writeUInt32LE(54, 10);
    head.writeUInt32LE(40, 14);
    return head;
  })(),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]),
  avi: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 1, 0, 0]), Buffer.from('AVI LIST'), Buffer.alloc(12)]),
  '3gp': Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftyp3gp4'), Buffer.alloc(12)]),
} as const;
