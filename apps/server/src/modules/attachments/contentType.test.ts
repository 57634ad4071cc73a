import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPng } from '../../test/uploads';
import { DETECTED_EXTENSIONS, detectMedia } from '../../storage/mediaType';
import { classifyPhoto, classifyUpload, displayFileName } from './contentType';
import { mediaHeads } from './testFiles.fixture';

describe('attachment types by content (spec point 5 "Attachments")', () => {
  it('knows every image and video extension of the contract', () => {
    expect([...DETECTED_EXTENSIONS].sort()).toEqual([...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].sort());
  });

  it('tells each image and video format by its first bytes', () => {
    expect(detectMedia(tinyPng())?.mimeType).toBe('image/png');
    expect(detectMedia(tinyJpeg)?.mimeType).toBe('image/jpeg');
    expect(detectMedia(mediaHeads.gif)?.mimeType).toBe('image/gif');
    expect(detectMedia(mediaHeads.bmp)?.mimeType).toBe('image/bmp');
    expect(detectMedia(mediaHeads.mp4)?.mimeType).toBe('video/mp4');
    expect(detectMedia(mediaHeads.avi)?.mimeType).toBe('video/x-msvideo');
    expect(detectMedia(mediaHeads['3gp'])?.mimeType).toBe('video/3gpp');
  });

  it('does not take text or other containers for media', () => {
    expect(detectMedia(Buffer.from('BM is how this note starts, not a bitmap'))).toBeUndefined();
    expect(detectMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    // A QuickTime movie and a HEIF photo share the ISO box format but are not the spec's mp4 or images.
    const quickTime = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  ')]);
    expect(detectMedia(quickTime)).toBeUndefined();
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(detectMedia(webp)).toBeUndefined();
  });

  it('accepts a name that agrees with the content and names a nameless paste', () => {
    expect(classifyUpload('shot.PNG', tinyPng())).toEqual({
      ok: true,
      kind: 'image',
      mimeType: 'image/png',
      fileName: 'shot.PNG',
    });
    expect(classifyUpload('photo.jpeg', tinyJpeg)).toMatchObject({ ok: true, kind: 'image' });
    expect(classifyUpload('clip.3gp', mediaHeads['3gp'])).toMatchObject({
      ok: true,
      kind: 'video',
      mimeType: 'video/3gpp',
    });
    expect(classifyUpload('image', tinyPng())).toMatchObject({ ok: true, fileName: 'image.png' });
  });

  it('refuses an image or video name on other content, and media under another name', () => {
    expect(classifyUpload('shot.jpg', tinyPng())).toEqual({ ok: false, fileName: 'shot.jpg' });
    expect(classifyUpload('notes.png', Buffer.from('plain text'))).toEqual({ ok: false, fileName: 'notes.png' });
    expect(classifyUpload('page.gif', Buffer.from('<html><script>alert(1)</script></html>'))).toMatchObject({
      ok: false,
    });
    expect(classifyUpload('movie.mp4', mediaHeads.avi)).toMatchObject({ ok: false });
    expect(classifyUpload('picture.txt', tinyPng())).toMatchObject({ ok: false });
  });

  it('keeps any other content as a plain file served as octet-stream', () => {
    for (const [name, content] of [
      ['report.html', '<!doctype html><script>alert(1)</script>'],
      ['logo.svg', '<svg onload="alert(1)"/>'],
      ['setup.exe', 'MZ\u0090\u0000'],
      ['log.txt', 'line 1'],
    ] as const) {
      expect(classifyUpload(name, Buffer.from(content))).toEqual({
        ok: true,
        kind: 'file',
        mimeType: 'application/octet-stream',
        fileName: name,
      });
    }
  });

  it('shows only the last path segment, without control or direction-override characters', () => {
    expect(displayFileName('C:\\fakepath\\shot.png')).toBe('shot.png');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(displayFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(displayFileName('   ')).toBe('file');
    expect(Array.from(displayFileName('图'.repeat(300)))).toHaveLength(200);
  });

  it('takes a phone photo by its first bytes alone: jpg or png, named after its content (issue 32)', () => {
    expect(classifyPhoto('IMG_1.JPG', tinyJpeg)).toMatchObject({
      ok: true,
      mimeType: 'image/jpeg',
      fileName: 'IMG_1.JPG',
    });
    expect(classifyPhoto('shot.jpg', tinyPng())).toMatchObject({
      ok: true,
      mimeType: 'image/png',
      fileName: 'shot.png',
    });
    expect(classifyPhoto('image', tinyJpeg)).toMatchObject({ ok: true, fileName: 'image.jpg' });
    expect(classifyPhoto('moving.gif', mediaHeads.gif)).toEqual({ ok: false, fileName: 'moving.gif' });
    expect(classifyPhoto('clip.png', mediaHeads.mp4)).toEqual({ ok: false, fileName: 'clip.png' });
    expect(classifyPhoto('page.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({
      ok: false,
    });
  });
});
