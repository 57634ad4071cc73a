import type { ImIssueChip } from '@questline/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { MessageBody } from './MessageBody';

const chip: ImIssueChip = { projectId: 7, questionId: 70, number: 12, title: 'Checkout fails', status: 2 };

/** Issue 33: `#n` is a live chip of the issue, only where the reader may see it; other text stays as written. */
describe('a message body', () => {
  beforeEach(async () => {
    await changeLocale('en');
  });

  it('draws #n as a chip with the issue and its status, leaving links and other numbers alone', async () => {
    const chips = vi.fn().mockResolvedValue([chip]);
    render(
      <MessageBody
        html='<p>see #12 and #13, not <a href="https://x.test/#12">this #12</a></p>'
        refs={[
          { projectId: 7, questionId: 70, number: 12 },
          { projectId: 7, questionId: 71, number: 13 },
        ]}
        chips={chips}
      />,
    );
    const link = await screen.findByRole('link', { name: /#12 Checkout fails/ });
    expect(link.getAttribute('href')).toBe('/problem?projectId=7&questionId=70');
    expect(link.textContent).toContain('To solve');
    // #13 is not one the reader may see: the call answered no chip for it.
    expect(screen.getByText(/and #13, not/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'this #12' }).getAttribute('href')).toBe('https://x.test/#12');
    expect(chips).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the message names no issue', async () => {
    const chips = vi.fn().mockResolvedValue([]);
    render(<MessageBody html="<p>plain words</p>" refs={[]} chips={chips} />);
    await waitFor(() => expect(screen.getByText('plain words')).toBeTruthy());
    expect(chips).not.toHaveBeenCalled();
  });
});
