import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as recordingApi from '../../api/recording';
import { changeLocale } from '../../i18n';
import { ScreenRecordButton } from './ScreenRecordButton';
import { installFakeCapture, removeFakeCapture } from './testCapture.fixture';

vi.mock('../../api/recording', () => ({ recordingAvailability: vi.fn(), uploadRecordingPart: vi.fn() }));

const MB = 1024 * 1024;

function renderButton() {
  render(
    <MemoryRouter>
      <AntdApp>
        <ScreenRecordButton projectId={5} disabled={false} onUploaded={vi.fn()} />
      </AntdApp>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  removeFakeCapture();
});

describe("the issue form's screen recording button (issue 32, spec points 6 and 8)", () => {
  it('explains on a free project that recording is a VIP function, offers the upgrade, and records nothing', async () => {
    await changeLocale('en');
    const { getDisplayMedia } = installFakeCapture();
    vi.mocked(recordingApi.recordingAvailability).mockResolvedValue({
      code: 200,
      msg: '',
      data: { allowed: false, versionCode: 0, maxBytes: 10 * MB },
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Record screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screen recording is a VIP function' });
    expect(dialog.textContent).toContain('This project is not a VIP project');
    expect(screen.getByRole('button', { name: 'Upgrade to VIP' })).toBeTruthy();
    expect(recordingApi.recordingAvailability).toHaveBeenCalledWith(5);
    expect(getDisplayMedia).not.toHaveBeenCalled();
  });

  it('says in Chinese too', async () => {
    await changeLocale('zh');
    installFakeCapture();
    vi.mocked(recordingApi.recordingAvailability).mockResolvedValue({
      code: 200,
      msg: '',
      data: { allowed: false, versionCode: 0, maxBytes: 10 * MB },
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '录屏' }));
    expect(await screen.findByRole('dialog', { name: '录屏是 VIP 功能' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '升级 VIP' })).toBeTruthy();
  });

  it('says the browser is not supported where it cannot capture the screen or record WebM, without asking the server', async () => {
    await changeLocale('en');
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Record screen' }));
    expect(await screen.findByRole('dialog', { name: 'This browser is not supported at the moment' })).toBeTruthy();
    expect(recordingApi.recordingAvailability).not.toHaveBeenCalled();
  });

  it('opens the recorder on a paid project', async () => {
    await changeLocale('en');
    installFakeCapture();
    vi.mocked(recordingApi.recordingAvailability).mockResolvedValue({
      code: 200,
      msg: '',
      data: { allowed: true, versionCode: 2, maxBytes: 100 * MB },
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Record screen' }));
    expect(await screen.findByRole('dialog', { name: 'Screen recording' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeTruthy();
  });
});
