/**
 * The path of an order's page, for both sides (spec point 2 "/woprocess"). A module of its own (issue 37, ADR
 * 0145): notices in the workspace's first load name it, and importing it from the table's module took antd's table
 * into the first load's antd chunk.
 */
export function workOrderPath(workOrderId: number): string {
  return `/woprocess?id=${String(workOrderId)}`;
}
