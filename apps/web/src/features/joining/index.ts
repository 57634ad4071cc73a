/**
 * What other features may use of joining: the invitation links card (the members tab, /admin/users) and a copyable
 * link (the administrator's account pages).
 */
export { CopyableLink } from './CopyableLink';
export { JoinLinksCard } from './JoinLinksCard';
