import { useSearchParams } from 'react-router';
import { ProjectGate } from '../ProjectGate';
import { TaskList } from './TaskList';
import { TaskView } from './TaskView';

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Route "test" (spec point 2): the current project's test tasks; `?taskId=N` opens one task (its cases,
 * the run screen and the report) on the same route, as the issue list opens one issue.
 */
export default function TestPage() {
  const [params, setParams] = useSearchParams();
  const taskId = positive(params.get('taskId'));
  const open = (id: number | null) => setParams(id === null ? {} : { taskId: String(id) });
  return (
    <ProjectGate>
      {(project) =>
        taskId === null ? (
          <TaskList key={project.projectId} projectId={project.projectId} onOpen={open} />
        ) : (
          <TaskView key={taskId} projectId={project.projectId} taskId={taskId} onBack={() => open(null)} />
        )
      }
    </ProjectGate>
  );
}
