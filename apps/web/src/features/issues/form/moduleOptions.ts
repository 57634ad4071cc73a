import type { QuestionFormInit } from '@questline/contract';

export interface ModuleOption {
  value: number;
  title: string;
  children: ModuleOption[];
}

type FormModule = QuestionFormInit['modules'][number];

/** The form's flat module rows as the tree select's nodes, children under their parents. */
export function moduleOptions(modules: FormModule[], parentId: number | null = null): ModuleOption[] {
  return modules
    .filter((module) => module.parentId === parentId)
    .map((module) => ({
      value: module.moduleId,
      title: module.moduleName,
      children: moduleOptions(modules, module.moduleId),
    }));
}
