import type { AiImageRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/ai';
import { changeLocale } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import DrawPage from './DrawPage';
import { ok, page } from '../../test/api';

vi.mock('../../api/ai', () => ({
  getAiStatus: vi.fn(),
  getImages: vi.fn(),
  generateImages: vi.fn(),
  removeImage: vi.fn(),
}));

const image = (imageId: number, prompt: string): AiImageRow => ({
  imageId,
  prompt,
  model: 'fake-image',
  url: `/prod-api/questline/ai/image/${String(imageId)}`,
  createTime: '2026-11-29T08:00:00.000Z',
});

beforeEach(async () => {
  await changeLocale('en');
  sessionStore.set(userInfoFixture());
});
afterEach(() => vi.clearAllMocks());

describe('DrawPage (issue 34, /Midjourney)', () => {
  it('draws the pictures asked for into the gallery and shows the balance they left', async () => {
    vi.mocked(api.getAiStatus).mockResolvedValue(
      ok({ chatModels: [], imageModel: 'fake-image', credits: { chat: 0, image: 3 } }),
    );
    vi.mocked(api.getImages).mockResolvedValueOnce(page([]));
    const drawn = [image(2, 'A cat'), image(1, 'A cat')];
    vi.mocked(api.getImages).mockResolvedValue(page(drawn, 2));
    vi.mocked(api.generateImages).mockResolvedValue(ok({ images: drawn, charged: 2, credits: { chat: 0, image: 1 } }));
    renderPage(<DrawPage />, '/Midjourney');
    expect(await screen.findByText('Drawing credits: 3')).toBeTruthy();
    expect(await screen.findByText('No pictures yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What to draw'), { target: { value: 'A cat' } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Pictures' })).getByText('2'));
    fireEvent.click(screen.getByRole('button', { name: /Draw/ }));
    await waitFor(() => expect(screen.getAllByTestId('ai-image')).toHaveLength(2));
    expect(api.generateImages).toHaveBeenCalledWith({ prompt: 'A cat', count: 2 });
    expect(screen.getByText('Drawing credits: 1')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'A cat' })[0]?.getAttribute('src')).toBe(
      '/prod-api/questline/ai/image/2',
    );
  });

  it('offers the recharge link when the drawing credits are spent', async () => {
    vi.mocked(api.getAiStatus).mockResolvedValue(
      ok({ chatModels: [], imageModel: 'fake-image', credits: { chat: 9, image: 0 } }),
    );
    vi.mocked(api.getImages).mockResolvedValue(page([]));
    renderPage(<DrawPage />, '/Midjourney');
    expect((await screen.findByTestId('ai-no-credits')).textContent).toContain('You have no drawing credits left.');
    expect(screen.getByRole('button', { name: /Draw/ }).hasAttribute('disabled')).toBe(true);
  });
});
