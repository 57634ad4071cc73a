import type { TestModuleNode } from '@questline/contract';

export interface ModuleOption {
  value: number;
  title: string;
  children: ModuleOption[];
}

/** The library's modules as TreeSelect options. */
export function moduleOptions(nodes: TestModuleNode[]): ModuleOption[] {
  return nodes.map((node) => ({ value: node.moduleId, title: node.name, children: moduleOptions(node.children) }));
}
