import type { ThemeConfig } from 'antd';
import { palette } from '../ui/palette';

/** The left menu's background: the desktop's sider and the phone's menu drawer (layouts/MainLayout.tsx). */
export const MENU_BACKGROUND = '#141c3d';

/** The one visual identity: brand colour, radius and type, set once for every antd component. */
export const theme: ThemeConfig = {
  token: {
    // Said outright: AntdProviders nests this theme in one that may have motion off (AntdFeedback.tsx).
    motion: true,
    colorPrimary: palette.brand,
    colorLink: palette.brand,
    // The pointer rests on a button after a click, so hover colours carry text too: antd's derived hover
    // blue (#5b78e3) is 4.0:1 under white text, these are 5.1:1 and 7.8:1; the hovered red is 4.6:1.
    colorPrimaryHover: '#4863dc',
    colorPrimaryActive: '#2b45bd',
    colorErrorHover: '#d9363e',
    // antd greys secondary text at 45% black (#8c8c8c, 3.4:1 on white) and its red at #ff4d4f (3.3:1):
    // both below AA for body-size text. 60% black is 5.7:1 on white and 5.3:1 on antd's grey fills.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
    // Status text such as the "bound" tag is green on pale green: antd's #52c41a is 2.2:1, this is 5.4:1.
    colorSuccess: '#2b7a0b',
    // antd derives the pale fills from the seed colours, which turns a dark green's into grey (#b0baa8,
    // 2.7:1): its default pale fills are kept instead (5.3:1 and 5.1:1 under the text colours above).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    // A link inside a sentence must differ from the sentence by more than colour (WCAG 1.4.1); links
    // that stand alone as a control (the logo) opt out where they are drawn.
    linkDecoration: 'underline',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.6)' },
    Layout: { siderBg: MENU_BACKGROUND, headerHeight: 64 },
    // A table without rows says so in the disabled grey (#bfbfbf, 1.8:1); it is a message, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    Menu: { darkItemBg: MENU_BACKGROUND, darkSubMenuItemBg: '#0f1631', darkItemSelectedBg: palette.brand },
  },
};

/** The same identity without antd's motion, for people who ask their system for less of it (ADR 0102). */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
