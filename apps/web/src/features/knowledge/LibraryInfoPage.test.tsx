import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/knowledge';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import LibraryInfoPage from './LibraryInfoPage';

vi.mock('../../api/knowledge', () => ({ getSpace: vi.fn(), getTree: vi.fn(), getTemplates: vi.fn() }));

beforeEach(() => changeLocale('en'));

describe('/libraryInfo without a knowledge base (issue 38, point 8)', () => {
  it.each(['/libraryInfo', '/libraryInfo?kbId=abc', '/libraryInfo?kbId=0'])(
    '%s says once that none is chosen, with the way back, and asks the server nothing',
    async (at) => {
      renderPage(<LibraryInfoPage />, '/libraryInfo', at);
      expect(await screen.findByText('No knowledge base is chosen. Open one from the list.')).toBeTruthy();
      expect(screen.getByRole('link', { name: /All knowledge bases/ }).getAttribute('href')).toBe('/knowledgeBase');
      expect(api.getSpace).not.toHaveBeenCalled();
      expect(api.getTree).not.toHaveBeenCalled();
    },
  );
});
