import { DeployLocallyContent } from './Downloads';
import './portal.css';

/** /inside/deployLocally: the same downloads inside the workspace, in the portal's styles. */
export default function InsideDeployLocallyPage() {
  return (
    <div className="portal-embedded">
      <DeployLocallyContent />
    </div>
  );
}
