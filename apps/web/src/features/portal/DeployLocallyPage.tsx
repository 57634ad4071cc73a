import { DeployLocallyContent } from './Downloads';
import { usePageMeta } from './usePageMeta';

/** Spec point 2 "Other public pages": the local-deployment page of the portal. */
export default function DeployLocallyPage() {
  usePageMeta('deploylocally');
  return <DeployLocallyContent />;
}
