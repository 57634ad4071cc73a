import { useSearchParams } from 'react-router';
import { ProjectHome } from './ProjectHome';
import { ProjectSettings } from './settings/ProjectSettings';

/**
 * Route "index" (spec point 2). The route table has no settings route, so a project's settings open on
 * the same route with `?settings=<projectId>` (ADR 0019).
 */
export default function ProjectsPage() {
  const [params] = useSearchParams();
  const settings = Number(params.get('settings'));
  if (Number.isInteger(settings) && settings > 0) return <ProjectSettings key={settings} projectId={settings} />;
  return <ProjectHome />;
}
