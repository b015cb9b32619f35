export * from './notifications';
export * from './requests';
export * from './settings';
export * from './stock';
export * from './users';
