import type { ThemeConfig } from 'antd';

/** The one visual identity: brand colour, radius and type, set once for every antd component. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#3452d6',
    colorLink: '#3452d6',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { siderBg: '#141c3d', headerHeight: 64 },
    Menu: { darkItemBg: '#141c3d', darkSubMenuItemBg: '#0f1631', darkItemSelectedBg: '#3452d6' },
  },
};
