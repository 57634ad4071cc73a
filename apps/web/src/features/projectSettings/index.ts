/**
 * What other features may use of the project settings: their tabs, shown by the project settings page.
 */
export { GroupsTab } from './GroupsTab';
export { ModulesTab } from './ModulesTab';
export { NoticesTab } from './NoticesTab';
export { StagesTab } from './StagesTab';
export { VersionsTab } from './VersionsTab';
