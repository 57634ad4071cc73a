export * from './rules';
export * from './workOrderApi';
export * from './workOrderSchemas';
