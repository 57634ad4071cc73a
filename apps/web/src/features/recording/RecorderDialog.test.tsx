import type { QuestionAttachment, RecordingAvailability, RecordingLog } from '@questline/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as recordingApi from '../../api/recording';
import { changeLocale } from '../../i18n';
import { RecorderDialog } from './RecorderDialog';
import type { Trimmer } from './RecordingReview';
import { FakeMediaRecorder, installFakeCapture, removeFakeCapture } from './testCapture.fixture';
import { restoreRealTimers } from '../../test/timers';

vi.mock('../../api/recording', () => ({ recordingAvailability: vi.fn(), uploadRecordingPart: vi.fn() }));

const MB = 1024 * 1024;
const paid: RecordingAvailability = { allowed: true, versionCode: 1, maxBytes: 100 * MB };
const attachment = (attachmentId: number, fileName: string): QuestionAttachment => ({
  attachmentId,
  fileName,
  kind: fileName.endsWith('.webm') ? 'video' : 'file',
  mimeType: '',
  size: 10,
  url: `/prod-api/questline/questionAttachment/${String(attachmentId)}`,
  uploader: { userId: 1, name: 'Me' },
  createTime: '2026-11-29T00:00:00.000Z',
});

/** Lets a second of the recorder's clock pass, and React draw what it changed. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

function renderDialog(options: { availability?: RecordingAvailability; trim?: Trimmer } = {}) {
  const onUploaded = vi.fn();
  const trim = vi.fn<Trimmer>(options.trim ?? (async (video) => video));
  render(
    <AntdApp>
      <RecorderDialog
        projectId={5}
        availability={options.availability ?? paid}
        onClose={vi.fn()}
        onUploaded={onUploaded}
        trim={trim}
      />
    </AntdApp>,
  );
  return { onUploaded, trim };
}

/** From the first click to a stopped recording of `seconds`, with a console error on the page meanwhile. */
async function recordFor(seconds: number) {
  await click('Start recording');
  for (let left = 3; left > 0; left -= 1) {
    expect(screen.getByRole('status').textContent).toContain(`Recording starts in ${String(left)}`);
    await pass(1000);
  }
  FakeMediaRecorder.instances[0]?.emit('first piece');
  await pass(seconds * 1000);
  await click('Stop');
  await pass(0);
}

beforeEach(async () => {
  vi.clearAllMocks();
  await changeLocale('en');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 29, 9, 30, 5));
  vi.mocked(recordingApi.uploadRecordingPart).mockImplementation(async (_projectId, _file, name) => ({
    code: 200,
    msg: '',
    data: attachment(name.endsWith('.webm') ? 61 : 62, name),
  }));
});
afterEach(() => {
  restoreRealTimers();
  removeFakeCapture();
});

describe('the screen recorder (issue 32, ADR 0119)', () => {
  it('counts down three seconds, then records in one-second pieces with a running timer that pauses', async () => {
    const { getDisplayMedia } = installFakeCapture();
    renderDialog();
    await click('Start recording');
    expect(getDisplayMedia).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain('Recording starts in 3');
    await pass(2000);
    expect(screen.getByRole('status').textContent).toContain('Recording starts in 1');
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    await pass(1000);
    const recorder = FakeMediaRecorder.instances[0];
    expect(recorder?.state).toBe('recording');
    expect(recorder?.timeslice).toBe(1000);
    expect(recorder?.options?.mimeType).toBe('video/webm');

    await pass(2500);
    expect(screen.getByTestId('recording-elapsed').textContent).toContain('0:02');
    await click('Pause');
    expect(recorder?.state).toBe('paused');
    expect(screen.getByText('Paused')).toBeTruthy();
    await pass(10_000);
    expect(screen.getByTestId('recording-elapsed').textContent).toContain('0:02');
    await click('Resume');
    await pass(1000);
    expect(screen.getByTestId('recording-elapsed').textContent).toContain('0:03');

    await click('Stop');
    await pass(0);
    expect(recorder?.state).toBe('inactive');
    expect(screen.getByLabelText('Preview of the recording').getAttribute('src')).toBe('blob:recording');
    expect(screen.getByTestId('recording-kept').textContent).toContain('Keeps 0:00.0 to 0:03.5, 0:03.5 in all');
  });

  it('ends the recording when the person stops sharing from the browser, and lets go of the screen', async () => {
    const { track } = installFakeCapture();
    renderDialog();
    await click('Start recording');
    await pass(3000);
    await pass(1000);
    await act(async () => track.end());
    await pass(0);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByLabelText('Preview of the recording')).toBeTruthy();
  });

  it('trims to the range of the two handles, moved with the keyboard, and uploads the video and its log', async () => {
    installFakeCapture();
    const { trim, onUploaded } = renderDialog();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await click('Start recording');
    await pass(3000);
    console.error('TypeError: issue list failed');
    await pass(4000);
    await click('Stop');
    await pass(0);
    quiet.mockRestore();

    const start = screen.getByRole('slider', { name: 'Start of the part kept' });
    const end = screen.getByRole('slider', { name: 'End of the part kept' });
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(start, { key: 'ArrowRight', keyCode: 39, which: 39 });
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(end, { key: 'ArrowLeft', keyCode: 37, which: 37 });
    expect(start.getAttribute('aria-valuetext')).toBe('0:00.5');
    expect(end.getAttribute('aria-valuetext')).toBe('0:03.7');
    expect(screen.getByTestId('recording-kept').textContent).toContain('Keeps 0:00.5 to 0:03.7, 0:03.2 in all');

    await click('Upload as attachments');
    expect(trim).toHaveBeenCalledWith(expect.any(Blob), { startMs: 500, endMs: 3700 }, 4000);
    const calls = vi.mocked(recordingApi.uploadRecordingPart).mock.calls;
    expect(calls.map(([projectId, , name]) => [projectId, name])).toEqual([
      [5, 'recording-20261129-093008.webm'],
      [5, 'recording-20261129-093008-log.json'],
    ]);
    const log = JSON.parse(await (calls[1]?.[1] as Blob).text()) as RecordingLog;
    expect(log).toMatchObject({ displaySurface: 'browser', page: 'http://localhost:3000/' });
    expect(log.entries).toContainEqual({
      type: 'console',
      level: 'error',
      message: 'TypeError: issue list failed',
      time: '2026-11-29T09:30:08.000Z',
    });
    expect(onUploaded).toHaveBeenCalledWith([
      expect.objectContaining({ attachmentId: 61 }),
      expect.objectContaining({ attachmentId: 62 }),
    ]);
  });

  it('uploads the video alone when the log is not wanted', async () => {
    installFakeCapture();
    renderDialog();
    await recordFor(2);
    fireEvent.click(screen.getByRole('checkbox', { name: /console errors and failed requests/ }));
    await click('Upload as attachments');
    expect(vi.mocked(recordingApi.uploadRecordingPart).mock.calls.map(([, , name]) => name)).toEqual([
      'recording-20261129-093008.webm',
    ]);
  });

  it("says a recording is over the project's attachment limit instead of sending it", async () => {
    installFakeCapture();
    const big: Trimmer = async () => new Blob([new Uint8Array(11 * MB)]);
    renderDialog({ availability: { allowed: true, versionCode: 0, maxBytes: 10 * MB }, trim: big });
    await recordFor(2);
    await click('Upload as attachments');
    expect(screen.getByRole('alert').textContent).toContain(
      "The recording is 11 MB, more than this project's attachment limit of 10 MB. Trim it before uploading, or record a shorter one.",
    );
    expect(recordingApi.uploadRecordingPart).not.toHaveBeenCalled();
  });

  it("shows the server's refusal when the project is no longer on a paid plan", async () => {
    installFakeCapture();
    vi.mocked(recordingApi.uploadRecordingPart).mockRejectedValue({
      code: 500101,
      msg: 'Screen recording is a VIP function, and this project is not a VIP project',
      data: { kind: 'paidFeature', limit: 0, current: 0, versionCode: 0 },
    });
    const { onUploaded } = renderDialog();
    await recordFor(2);
    await click('Upload as attachments');
    expect(screen.getByRole('alert').textContent).toContain('Screen recording is a VIP function');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says nothing was recorded when the person cancels the choice of what to share', async () => {
    const { getDisplayMedia } = installFakeCapture();
    getDisplayMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderDialog();
    await click('Start recording');
    expect(screen.getByRole('alert').textContent).toContain('Nothing was recorded');
    expect(FakeMediaRecorder.instances).toHaveLength(0);
  });
});
